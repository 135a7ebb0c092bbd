import yaml from "js-yaml";
const refuse = (ev, state) => { if (ev === "close" && state.anchor !== null && state.anchor !== undefined) throw new Error("anchors and aliases are not allowed in memory frontmatter (&" + state.anchor + ")"); };
const bl = "a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]\n" + "bcdefghi".split("").map((c, i) => `${c}: &${c} [${Array(9).fill("*" + "abcdefghi"[i]).join(",")}]`).join("\n");
for (const t of ["x: &x [*x]", bl, "a: &a b\nc: *a", "a: !!str &a b", "a: &a\n  k: v\nb: *a", "a: [&a x, *a]", "- &a x", "p: [*.ts]", "t: 'a&b *c'", "a: b"]) {
  const s = Date.now();
  try { const r = yaml.load(t, { schema: yaml.CORE_SCHEMA, listener: refuse }); console.log("OK", JSON.stringify(r).slice(0, 60)); } catch (e) { console.log("ERR", e.message.split("\n")[0]); }
  console.log("  ", Date.now() - s, "ms");
}
