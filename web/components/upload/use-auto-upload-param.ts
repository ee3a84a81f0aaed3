import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** Spec 01 section 2.1 and spec 02 section 2: the banner shows after 0.5 s, for 2 s. */
const OPEN_DELAY_MS = 500;
const BANNER_MS = 2000;

/**
 * `?autoUpload=true`: show the banner, run `openUpload` (open the file chooser or the upload dialog)
 * and drop the parameter from the address without a history entry. `openUpload` must be stable.
 */
export function useAutoUploadParam(openUpload: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get("autoUpload") === "true";
  const [isBannerVisible, setBannerVisible] = useState(false);

  useEffect(() => {
    if (!isRequested) return;
    // Cleared on cleanup, so StrictMode's double effect still opens it once.
    const timer = setTimeout(() => {
      setBannerVisible(true);
      openUpload();
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
  }, [isRequested, openUpload, setSearchParams]);

  // A separate effect: removing the parameter re-runs the one above, which must not cut the banner short.
  useEffect(() => {
    if (!isBannerVisible) return;
    const timer = setTimeout(() => setBannerVisible(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [isBannerVisible]);

  return isBannerVisible;
}
