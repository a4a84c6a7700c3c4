import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // WEB_BUILD_DIR lets two builds (say, two checkouts under test at once) stay apart.
  buildDirectory: process.env.WEB_BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
