import { CirclePause, UserCheck, Zap, type LucideIcon } from 'lucide-react';

// Metadata actions name lucide icons ("icon"); unknown names get a neutral one.
const icons: Record<string, LucideIcon> = { 'user-check': UserCheck, 'pause-circle': CirclePause, 'circle-pause': CirclePause };

export function ActionIcon({ name, className = 'size-4' }: { name?: string; className?: string }) {
  const Icon = (name && icons[name]) || Zap;
  return <Icon className={className} aria-hidden />;
}
