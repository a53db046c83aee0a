/** Margins shared by the time charts, so their time axes line up. */
export const TIME_MARGIN = { top: 22, right: 130, bottom: 36, left: 54 } as const;
