import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="border-input flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center">
      {icon && <div className="text-faint-foreground [&_svg]:size-8">{icon}</div>}
      <p className="text-foreground font-medium">{title}</p>
      {description && <p className="text-subtle-foreground text-sm">{description}</p>}
      {action}
    </div>
  );
}
