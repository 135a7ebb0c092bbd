export { bodyBlocks, contentPoints, renderBullets } from "./bullets.js";
export { firstHeading, firstLine, startsWithHeading } from "./headings.js";
