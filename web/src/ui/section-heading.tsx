import type { ReactNode } from 'react';

/** A home/list section title with an icon and an optional link on the right. */
export function SectionHeading({ icon, title, action, id }: { icon?: ReactNode; title: string; action?: ReactNode; id?: string }) {
  return (
    <div className="mb-5 flex items-center justify-between gap-4">
      <h2 id={id} className="flex items-center gap-2.5 text-xl font-bold text-ink sm:text-2xl">
        {icon}
        {title}
      </h2>
      {action}
    </div>
  );
}
