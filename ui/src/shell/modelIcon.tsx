import { Briefcase, Building, CalendarDays, Contact, FileSpreadsheet, FileText, GitBranch, UserRound, type LucideIcon } from 'lucide-react';

// Metadata names lucide icons (meta/models/*.json "icon"); unknown names get a neutral one.
const icons: Record<string, LucideIcon> = {
  'user-round': UserRound, building: Building, contact: Contact, briefcase: Briefcase,
  'file-spreadsheet': FileSpreadsheet, 'git-branch': GitBranch, calendar: CalendarDays,
};

export function ModelIcon({ name, className = 'size-4' }: { name?: string; className?: string }) {
  const Icon = (name && icons[name]) || FileText;
  return <Icon className={className} aria-hidden />;
}
