import { Box, Center, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useSearchParams } from "react-router";
import { Logo } from "../../components/Logo";
import { AuthMarketingAside } from "./AuthMarketingAside";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";

type AuthTab = "login" | "register";

/**
 * Login and Register tabs (spec 02 section 2). Shown at /login and in place of any signed-in route for
 * a signed-out visitor, so it never navigates on mount; `?tab=register` opens the Register tab.
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get("tab") === "register" ? "register" : "login";
  useDocumentTitle(tab === "register" ? "Register · Clausewise" : "Login · Clausewise");

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === "register") next.set("tab", "register");
    else next.delete("tab");
    setSearchParams(next, { replace: true });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <Box visibleFrom="md">
        <AuthMarketingAside />
      </Box>
      <Center component="main" bg="gray.0" px={{ base: "sm", xs: "md" }} py="xl">
        <Stack w="100%" maw={560} gap="lg">
          <Center>
            <Logo />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p={{ base: "md", xs: "xl" }}>
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {tab === "register" ? "Create your account" : "Welcome back"}
                </Title>
                <Text c="dimmed" size="sm">
                  {tab === "register"
                    ? "Registration is for business email addresses."
                    : "Log in to review your contracts."}
                </Text>
              </Stack>
              <Tabs value={tab} onChange={selectTab}>
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="login" data-testid="tab-login">
                    Login
                  </Tabs.Tab>
                  <Tabs.Tab value="register" data-testid="tab-register">
                    Register
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="login">
                  <LoginForm />
                </Tabs.Panel>
                <Tabs.Panel value="register">
                  <RegisterForm />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </SimpleGrid>
  );
}
