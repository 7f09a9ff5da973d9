/** A screen whose issue has not landed yet: its heading, so routing can be exercised end to end. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">This screen is being built.</p>
    </section>
  );
}
