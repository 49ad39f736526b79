import { Loader2 } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <Loader2 className={`animate-spin text-brand-600 ${className}`} aria-hidden />;
}

export function FullPageSpinner() {
  return (
    <div className="flex h-full items-center justify-center" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  );
}
