import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type AdminUser, adminUserUpdateSchema } from "../../../common/admin";
import { COMPANY_SIZES, INDUSTRIES } from "../../../common/registration";
import { useUpdateAdminUser } from "../../api/admin";
import { ApiError } from "../../api/client";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  jobTitle: string;
  companySize: string | null;
  industry: string | null;
};

type Props = { user: AdminUser; onDone: () => void };

/** Mounted each time the dialog opens, so it always starts from the row being edited. */
export function EditUserForm({ user, onDone }: Props) {
  const update = useUpdateAdminUser();
  const form = useForm<Values>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      companyName: user.companyName,
      jobTitle: user.jobTitle ?? "",
      companySize: user.companySize,
      industry: user.industry,
    },
    // Same schema and messages as the server; a field's error clears as soon as it is edited.
    validate: schemaResolver(adminUserUpdateSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const handleSubmit = async (values: Values) => {
    try {
      await update.mutateAsync({ id: user.id, body: adminUserUpdateSchema.parse(values) });
      notifications.show({ message: "User updated successfully", color: "teal" });
      onDone();
    } catch (error) {
      const serverMessage = error instanceof ApiError && error.message ? error.message : null;
      if (error instanceof ApiError && error.status === 409 && serverMessage)
        form.setFieldError("email", serverMessage);
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (typeof field === "string" && field in values && serverMessage)
        form.setFieldError(field, serverMessage);
      notifications.show({
        title: "Failed to update user",
        message: serverMessage ?? "Error updating user",
        color: "red",
      });
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="admin-edit-user-form">
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" withAsterisk data-autofocus {...form.getInputProps("firstName")} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps("lastName")} />
        </SimpleGrid>
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps("email")} />
        <TextInput label="Company name" withAsterisk {...form.getInputProps("companyName")} />
        <TextInput label="Job title" {...form.getInputProps("jobTitle")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Company size"
            placeholder="Not set"
            data={[...COMPANY_SIZES]}
            clearable
            {...form.getInputProps("companySize")}
          />
          <Select
            label="Industry"
            placeholder="Not set"
            data={[...INDUSTRIES]}
            clearable
            {...form.getInputProps("industry")}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
