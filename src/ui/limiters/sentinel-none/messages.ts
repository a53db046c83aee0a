/** A rule that does nothing has no words of its own (its label says why). */
export default { en: {}, zh: {} };
