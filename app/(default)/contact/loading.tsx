import { contentIn } from '@/lib/content';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export default function Loading() {
  return <LoadingScreen label={contentIn(defaultLanguageCode).ui.common.loading} />;
}
