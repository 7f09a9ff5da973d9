/** LIKE patterns from what a person typed: %, _ and \ match only themselves (the default escape is \). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** 'text%': starts with the text (an index range scan on a text_pattern_ops or C-collated index). */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** '%text%' of the trimmed text, so '50%' searches for a literal percent sign. */
export const likePattern = (query: string) => `%${escapeLike(query.trim())}%`;
