import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { FaqCategory } from "../../../common/help";
import { useSaveFaqCategory } from "../../api/help";
import { parseOrder, saveHelpForm } from "./form-helpers";
import { HelpFormButtons, OrderInput } from "./HelpFormParts";

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

  const handleSubmit = (values: Values) =>
    saveHelpForm({
      save: () =>
        save.mutateAsync({
          id: category?.id,
          body: {
            name: values.name,
            description: values.description.trim() || null,
            order: parseOrder(values.order),
          },
        }),
      form,
      success: isEdit ? "Category updated successfully" : "Category created successfully",
      failure: isEdit ? "Failed to update category" : "Failed to create category",
      onDone,
    });

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} data-testid="category-form">
      <Stack>
        <TextInput label="Name" data-autofocus {...form.getInputProps("name")} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
        <OrderInput {...form.getInputProps("order")} />
        <HelpFormButtons
          label={isEdit ? "Save Changes" : "Create Category"}
          saving={save.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
