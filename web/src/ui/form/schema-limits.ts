/**
 * A control's `maxlength` read from the endpoint's own zod schema (limits.ts has the defaults): apart
 * from limits.ts so that the pages that only need the defaults (the header's search) do not load it.
 */

interface SchemaNode {
  _zod: { def: Record<string, unknown> & { type: string } };
  /** zod's own getters: a string's `maxLength`, a number's `maxValue` (null when unbounded). */
  maxLength?: number | null;
  maxValue?: number | null;
}

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && '_zod' in value;

/** The schema of `name` inside an object schema, through intersections, defaults, optionals and pipes. */
function fieldSchema(schema: unknown, name: string): SchemaNode | undefined {
  if (!isNode(schema)) return undefined;
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return (def.shape as Record<string, SchemaNode | undefined>)[name];
    case 'intersection':
      return fieldSchema(def.left, name) ?? fieldSchema(def.right, name);
    case 'pipe':
      return fieldSchema(def.in, name);
    default:
      return 'innerType' in def ? fieldSchema(def.innerType, name) : undefined;
  }
}

/** A value's own schema without its wrappers (default, optional, nullable, pipe). */
function unwrapped(schema: SchemaNode | undefined): SchemaNode | undefined {
  let node = schema;
  for (let depth = 0; node && depth < 10; depth += 1) {
    const def = node._zod.def;
    if (def.type === 'pipe' && isNode(def.in)) node = def.in;
    else if ('innerType' in def && isNode(def.innerType)) node = def.innerType;
    else return node;
  }
  return node;
}

/**
 * The `maxlength` of a form's field `name`: a text's maximum; for a number typed as text, the digits of
 * its maximum with room for the thousands dots ('1.000.000.000'); undefined when the schema says none.
 */
export function maxLengthOf(schema: unknown, name: string): number | undefined {
  const node = unwrapped(fieldSchema(schema, name));
  if (!node) return undefined;
  if (node._zod.def.type === 'string') return node.maxLength ?? undefined;
  if (node._zod.def.type === 'number' && node.maxValue !== null && node.maxValue !== undefined && Number.isFinite(node.maxValue)) {
    const digits = String(Math.trunc(node.maxValue)).length;
    return digits + Math.floor((digits - 1) / 3);
  }
  return undefined;
}
