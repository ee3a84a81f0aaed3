import { Box } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { About } from "./About";
import { ContactSection } from "./ContactSection";
import { FeaturesGrid } from "./FeaturesGrid";
import { GetStarted } from "./GetStarted";
import { Hero } from "./Hero";
import { LandingFooter } from "./LandingFooter";
import { LandingHeader } from "./LandingHeader";
import { Pricing } from "./Pricing";
import { ProblemSolution } from "./ProblemSolution";
import { ScreenshotGallery } from "./ScreenshotGallery";

export function LandingPage() {
  useDocumentTitle("Clausewise — Secure. Smart. Simple contract management.");
  const { hash } = useLocation();

  // The page is loaded lazily, so the browser's own jump to /#pricing happens before the section
  // exists; jump once it does.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <Box>
      <LandingHeader />
      <main>
        <Hero />
        <ProblemSolution />
        <FeaturesGrid />
        <ScreenshotGallery />
        <Pricing />
        <About />
        <GetStarted />
        <ContactSection />
      </main>
      <LandingFooter />
    </Box>
  );
}
