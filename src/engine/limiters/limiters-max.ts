/** How many items the scenario's `limiters` list holds at most (a module of its own: the page reads it without zod). */
export const MAX_LIMITERS = 8;
