import { notifications } from "@mantine/notifications";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../session/session-context";

/** Spec 02 section 4: the user goes to /app about 100 ms after signing in. */
const REDIRECT_DELAY_MS = 100;

/**
 * Stores the token (the session clears the previous visitor's data but keeps the cookie choice), shows
 * the success toast and moves on: from /login to /app; on an app route that showed the login screen in
 * its place, the visitor stays where they were (only the `tab` parameter is dropped).
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (token: string, toast: { title: string; message: string }) => {
      notifications.show({ ...toast, color: "teal" });
      signIn(token);
      const onLoginRoute = location.pathname === "/login" || location.pathname.startsWith("/login/");
      const search = new URLSearchParams(location.search);
      search.delete("tab");
      const query = search.toString();
      const target = onLoginRoute
        ? "/app"
        : `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
      window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    },
    [signIn, navigate, location],
  );
}
