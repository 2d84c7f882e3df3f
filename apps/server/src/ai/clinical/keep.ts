/**
 * Private marks around words kept exactly as dictated: the rewrite into the note's voice is not
 * certain there (someone's thought in their own words, "she told me that I…"), so it leaves them.
 */
export const keepOpen = '\uE010';
export const keepClose = '\uE011';
