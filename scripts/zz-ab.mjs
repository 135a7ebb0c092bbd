import { spawnSync } from "node:child_process";
// zz-ab.mjs RUNS cwd "label|arg arg arg" ...   (args split on spaces; node is prepended)
const runs = +process.argv[2];
const cwd = process.argv[3];
const cmds = process.argv.slice(4).map((c) => {
  const [label, args] = c.split("|");
  return [label, args.split(" ")];
});
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const t = cmds.map(() => []);
for (let r = 0; r < runs; r++)
  cmds.forEach(([, args], i) => {
    const s = performance.now();
    const res = spawnSync(
      "node",
      args.map((a) => a.replace("%r", String(r))),
      { env, cwd, stdio: ["ignore", "ignore", "pipe"] },
    );
    if (res.status) console.error(args.join(" "), "exit", res.status, String(res.stderr).slice(0, 200));
    t[i].push(performance.now() - s);
  });
const med = (a) => {
  a = [...a].sort((x, y) => x - y);
  return a[a.length >> 1];
};
const base = med(t[0]);
cmds.forEach(([label], i) =>
  console.log(med(t[i]).toFixed(1).padStart(7), "ms", (med(t[i]) / base).toFixed(2).padStart(6) + "×", label),
);
