import { manyFirmsCache, copyOfCache, makeSessions, dropCopy } from "./many-firms.ts";
const adminUrl = "postgres://postgres@127.0.0.1:5432/postgres";
const t = performance.now();
const c = await manyFirmsCache({ adminUrl, firms: Number(process.argv[2] ?? 4), employees: 100, log: console.log });
console.log(c, (performance.now() - t) / 1000);
const url = await copyOfCache(adminUrl, c.name, "t");
const people = await makeSessions(url, 2);
console.log(people.slice(0, 4));
await dropCopy(url);
