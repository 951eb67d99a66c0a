import type { ReactNode } from 'react';

export function EmptyState({ title, description, icon, action }: { title: string; description?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center">
      {icon && <div className="text-gray-500 [&_svg]:size-8">{icon}</div>}
      <p className="font-medium text-gray-900">{title}</p>
      {description && <p className="text-sm text-gray-600">{description}</p>}
      {action}
    </div>
  );
}
