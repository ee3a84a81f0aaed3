import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { COOKIE_CONSENT_KEY } from "../../../common/cookie-consent";
import { formatDate } from "../../../common/format";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { TOKEN_KEY } from "../../api/client";
import { CookieTable } from "./CookieTable";
import { LegalLayout, type LegalSection } from "./LegalLayout";
import { COOKIE_DURATIONS } from "./legal-figures";
import { ManageCookiePreferences } from "./ManageCookiePreferences";

const SECTIONS: LegalSection[] = [
  {
    title: "What cookies are",
    content: (
      <Text>
        Cookies are small files a website stores in your browser. Websites can also keep information in your
        browser's local storage, which works in a similar way. In this policy "cookies" covers both. UK law
        lets us use cookies that are strictly necessary for the service without asking; for anything else we
        need your consent first.
      </Text>
    ),
  },
  {
    title: "What we use today",
    content: (
      <>
        <Text>
          Today Clausewise sets only essential storage, unless you opt in to other categories. We do not
          currently run any third-party analytics, advertising or tracking tools. If you opt in, we will only
          ever use the categories you allowed, for the purposes described below, and we will update this page
          before adding any new cookie.
        </Text>
      </>
    ),
  },
  {
    title: "Cookie categories",
    content: (
      <>
        <CookieTable
          caption="Essential (always on)"
          rows={[
            {
              name: TOKEN_KEY,
              isKeyName: true,
              purpose: "Keeps you signed in to your account.",
              duration: COOKIE_DURATIONS.essential,
              isSetToday: true,
            },
            {
              name: COOKIE_CONSENT_KEY,
              isKeyName: true,
              purpose: "Remembers your cookie choice so we do not ask on every visit.",
              duration: "Until you change your choice",
              isSetToday: true,
            },
          ]}
        />
        <CookieTable
          caption="Functional"
          rows={[
            {
              name: "Preferences",
              purpose: "Remember your preferences and support a smoother checkout.",
              duration: COOKIE_DURATIONS.functional,
              isSetToday: false,
            },
          ]}
        />
        <CookieTable
          caption="Analytics"
          rows={[
            {
              name: "Usage statistics",
              purpose: "Count page visits and feature use, with IP addresses anonymised.",
              duration: COOKIE_DURATIONS.analytics,
              isSetToday: false,
            },
          ]}
        />
        <CookieTable
          caption="Marketing"
          rows={[
            {
              name: "Email engagement",
              purpose: "Tell us whether our emails are opened, so we send fewer and better ones.",
              duration: COOKIE_DURATIONS.marketing,
              isSetToday: false,
            },
          ]}
        />
      </>
    ),
  },
  {
    title: "Managing your choice",
    content: (
      <>
        <Text>
          When you first visit, a banner asks for your choice: Reject All, Accept All, or Cookie Settings to
          choose category by category. You can change your mind at any time with the button below; the banner
          will then ask you again.
        </Text>
        <ManageCookiePreferences />
        <Text>
          You can also delete cookies and site data in your browser's settings. If you block essential
          storage, you will not be able to stay signed in.
        </Text>
      </>
    ),
  },
  {
    title: "Changes and contact",
    content: (
      <>
        <List spacing="xs">
          <List.Item>We will update this page, and its dates, whenever our use of cookies changes.</List.Item>
          <List.Item>
            Our{" "}
            <Anchor component={Link} to="/privacy-policy">
              Privacy Policy
            </Anchor>{" "}
            explains how we handle personal data more generally.
          </List.Item>
          <List.Item>
            Questions: <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>.
          </List.Item>
        </List>
      </>
    ),
  },
];

/** Today's calendar date in the visitor's own time zone, as DD/MM/YYYY. */
function todayLocal() {
  const now = new Date();
  return formatDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function CookiePolicyPage() {
  const today = todayLocal();
  return (
    <LegalLayout
      title="Cookie Policy"
      dates={[
        { label: "Effective date", value: today },
        { label: "Last updated", value: today },
      ]}
      intro="Which cookies and similar storage Clausewise uses, why, for how long, and how to change your choice."
      sections={SECTIONS}
    />
  );
}
