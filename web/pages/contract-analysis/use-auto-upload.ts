import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** Spec 01 section 2.1: the banner shows after 0.5 s, for 2 s. */
const OPEN_DELAY_MS = 500;
const BANNER_MS = 2000;

/**
 * `?autoUpload=true`: show the banner, open the file chooser and drop the parameter from the address.
 * Browsers refuse to open a file chooser without a recent user gesture, so the banner and the focused
 * 'Choose file' button are what the person sees when the chooser stays shut.
 */
export function useAutoUpload(openChooser: () => void, focusChooseButton: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get("autoUpload") === "true";
  const [isBannerVisible, setBannerVisible] = useState(false);

  useEffect(() => {
    if (!isRequested) return;
    // The timer is cleared on cleanup, so StrictMode's double effect still opens the chooser once.
    const timer = setTimeout(() => {
      setBannerVisible(true);
      focusChooseButton();
      openChooser();
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete("autoUpload");
          return next;
        },
        { replace: true },
      );
    }, OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isRequested, openChooser, focusChooseButton, setSearchParams]);

  // Separate effect: removing the parameter re-runs the one above, which must not cut the banner short.
  useEffect(() => {
    if (!isBannerVisible) return;
    const timer = setTimeout(() => setBannerVisible(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [isBannerVisible]);

  return isBannerVisible;
}
