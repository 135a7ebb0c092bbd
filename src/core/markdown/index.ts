// Markdown bodies: headings and titles (the full parser loaded only when a title needs it), bullet lists.
export { bodyBlocks, contentPoints, renderBullets } from "./bullets.js";
export { withoutCode } from "./code.js";
export { firstHeading, firstLine, startsWithHeading } from "./headings.js";
