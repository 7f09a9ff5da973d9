import { useNavigation } from 'react-router';

/** A thin bar while the next screen's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand/20" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  );
}
