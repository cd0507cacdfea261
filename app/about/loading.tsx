import { LoadingScreen } from '@/components/ui/LoadingScreen';

export default function Loading() {
  return <LoadingScreen />;
}
