import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../../web"),
  publicDir: "public",
  plugins: [react()],
  resolve: { alias: [{ find: /^\.\/view\/ContractAnalysisView$/, replacement: path.resolve(import.meta.dirname, "tmp-ca-view-stub.tsx") }] },
  build: { chunkSizeWarningLimit: 5000 },
});
