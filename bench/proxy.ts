// A small reverse proxy for the benchmark's two-server run: `node bench/proxy.ts <port> <upstream>…`. Each
// request goes to the next upstream in turn over a keep-alive connection pool (node:http, no install), the
// way a load balancer in front of stateless servers would; X-Forwarded-For carries the caller's address.
// It runs in its own process so its CPU time is measured apart from the servers'.
import { Agent, createServer, request } from "node:http";

const [portArg, ...upstreams] = process.argv.slice(2);
if (!portArg || upstreams.length === 0) {
  console.error("usage: node bench/proxy.ts <port> <http://host:port>…");
  process.exit(2);
}
const targets = upstreams.map((u) => new URL(u));
const agent = new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512, scheduling: "lifo" });
let turn = 0;

const server = createServer((req, res) => {
  const target = targets[turn++ % targets.length] as URL;
  const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "", "x-forwarded-proto": "http" };
  const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("bad gateway");
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(portArg), "127.0.0.1", () => console.log(`proxy listening on ${portArg}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
