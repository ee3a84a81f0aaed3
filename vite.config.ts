import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Source maps would publish the whole front-end source; `SOURCEMAP=true npm run build` for debugging.
    sourcemap: process.env.SOURCEMAP === "true",
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": process.env.API_URL ?? "http://localhost:3000" },
  },
});
