import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { COOKIE_CONSENT_KEY } from "../../common/cookie-consent";
import { logout as logoutCall, type Profile, profileQuery } from "../api/auth";
import { ApiError, clearToken, getToken, setToken } from "../api/client";

type SessionStatus = "loading" | "authenticated" | "unauthenticated";

type Session = {
  status: SessionStatus;
  user: Profile | null;
  signIn: (token: string) => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/** Clears what the browser holds for the previous visitor but keeps their cookie choice (see docs/decisions.md). */
function clearStoredData() {
  const consent = localStorage.getItem(COOKIE_CONSENT_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (consent) localStorage.setItem(COOKIE_CONSENT_KEY, consent);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const profile = useQuery(profileQuery(token));

  useEffect(() => {
    const onSignedOut = () => setTokenState(null);
    window.addEventListener("clausewise:signed-out", onSignedOut);
    return () => window.removeEventListener("clausewise:signed-out", onSignedOut);
  }, []);

  useEffect(() => {
    const error = profile.error;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearToken();
      setTokenState(null);
    }
  }, [profile.error]);

  const signIn = useCallback(
    (newToken: string) => {
      clearStoredData();
      setToken(newToken);
      queryClient.clear();
      setTokenState(newToken);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      if (getToken()) await logoutCall();
    } catch {
      // The token is dropped locally whatever the server says.
    }
    clearToken();
    queryClient.clear();
    setTokenState(null);
  }, [queryClient]);

  const status: SessionStatus = !token
    ? "unauthenticated"
    : profile.data
      ? "authenticated"
      : profile.isError
        ? "unauthenticated"
        : "loading";

  const value = useMemo(
    () => ({ status, user: status === "authenticated" ? (profile.data ?? null) : null, signIn, signOut }),
    [status, profile.data, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside SessionProvider");
  return session;
}
