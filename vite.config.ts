import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": process.env.API_URL ?? "http://localhost:3000" },
  },
});
