import type { ReactNode } from "react";

export function PageHeading({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl">{title}</h1>
        {intro ? <p className="mt-2 text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
