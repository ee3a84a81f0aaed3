import { Button, Group, NumberInput, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { FaqCategory } from "../../../common/help";
import { errorMessage } from "../../api/client";
import { useSaveFaqCategory } from "../../api/help";
import { parseOrder, serverFieldError } from "./form-helpers";

type Values = { name: string; description: string; order: number | string };

type Props = { category?: FaqCategory; onDone: () => void };

/** Mounted each time its dialog opens, so Add starts empty and Edit starts from the category. */
export function CategoryForm({ category, onDone }: Props) {
  const isEdit = Boolean(category);
  const save = useSaveFaqCategory();
  const form = useForm<Values>({
    initialValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      order: category?.order ?? 0,
    },
  });

  // Spec 02 section 5: no client validation; the server's verdict is shown on the field it names.
  const handleSubmit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: category?.id,
        body: {
          name: values.name,
          description: values.description.trim() || null,
          order: parseOrder(values.order),
        },
      });
      notifications.show({
        title: "Success",
        message: isEdit ? "Category updated successfully" : "Category created successfully",
        color: "teal",
      });
      onDone();
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError && fieldError.field in form.values)
        form.setFieldError(fieldError.field, fieldError.message);
      notifications.show({
        title: "Error",
        message: errorMessage(error, isEdit ? "Failed to update category" : "Failed to create category"),
        color: "red",
      });
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} data-testid="category-form">
      <Stack>
        <TextInput label="Name" data-autofocus {...form.getInputProps("name")} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
        <NumberInput
          label="Order"
          description="Lower numbers appear first"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("order")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {isEdit ? "Save Changes" : "Create Category"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
