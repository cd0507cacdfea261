import { ui } from '@/lib/content';
import { LoadingScreen } from '@/components/ui/LoadingScreen';

export default function Loading() {
  return <LoadingScreen label={ui.common.loading} />;
}
