// The test S3 server's own process (started by media-s3-server.ts): @20minutes/s3rver on a free port,
// checking SigV4 against the key pair it is given. A process of its own because s3rver makes its
// ListObjectsV2 continuation tokens with DES, which Node 24 offers only with --openssl-legacy-provider —
// a flag for this helper, not for the tests or the app. It prints its port, and ends when its parent's
// pipe closes (so it never outlives the test run).
import S3rver from "@20minutes/s3rver";
import account from "@20minutes/s3rver/lib/models/account.js";

const { S3_TEST_DIR, S3_TEST_BUCKET, S3_TEST_KEY_ID, S3_TEST_SECRET } = process.env;
if (!S3_TEST_DIR || !S3_TEST_BUCKET || !S3_TEST_KEY_ID || !S3_TEST_SECRET) throw new Error("S3_TEST_DIR, S3_TEST_BUCKET, S3_TEST_KEY_ID and S3_TEST_SECRET are needed");

account.DUMMY_ACCOUNT.createKeyPair(S3_TEST_KEY_ID, S3_TEST_SECRET);
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: S3_TEST_DIR, configureBuckets: [{ name: S3_TEST_BUCKET }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

process.stdin.resume();
process.stdin.on("end", () => {
  void server.close().finally(() => process.exit(0));
});
