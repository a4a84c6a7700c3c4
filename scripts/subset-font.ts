// Writes the core Inter face (scripts/core-font.ts, decision 013) into apps/web/app/styles/fonts/.
//
//   node scripts/subset-font.ts        after changing inter-core.json or upgrading @fontsource-variable/inter
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { FONTS_DIR, makeCoreFace, readCoreFont } from "./core-font.ts";

const core = readCoreFont();
const { source, face } = await makeCoreFace(core);
writeFileSync(join(FONTS_DIR, core.output), face);
console.log(`${core.output}: ${face.length} bytes (from ${source.length}), weights ${core.weight.min}–${core.weight.max}, ${core.unicodeRange}`);
