import { HomePage } from '@/features/content/HomePage';

export function HomeRoute() {
  return <HomePage />;
}
