import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { Faq, FaqCategory } from "../../../common/help";
import { errorMessage } from "../../api/client";
import { useSaveFaq } from "../../api/help";
import { parseOrder, serverFieldError } from "./form-helpers";

type Values = { categoryId: string | null; question: string; answer: string; order: number | string };

type Props = {
  faq?: Faq;
  /** Pre-selected category when adding from a category card. */
  categoryId?: string;
  categories: FaqCategory[];
  onDone: () => void;
};

/** Mounted each time its dialog opens, so Add starts empty and Edit starts from the FAQ. */
export function FaqForm({ faq, categoryId, categories, onDone }: Props) {
  const isEdit = Boolean(faq);
  const save = useSaveFaq();
  const form = useForm<Values>({
    initialValues: {
      categoryId: faq?.categoryId ?? categoryId ?? null,
      question: faq?.question ?? "",
      answer: faq?.answer ?? "",
      order: faq?.order ?? 0,
    },
  });

  // Spec 02 section 5: no client validation; the server's verdict is shown on the field it names.
  const handleSubmit = async (values: Values) => {
    try {
      await save.mutateAsync({
        id: faq?.id,
        body: {
          categoryId: values.categoryId ?? "",
          question: values.question,
          answer: values.answer,
          order: parseOrder(values.order),
        },
      });
      notifications.show({
        title: "Success",
        message: isEdit ? "FAQ updated successfully" : "FAQ created successfully",
        color: "teal",
      });
      onDone();
    } catch (error) {
      const fieldError = serverFieldError(error);
      if (fieldError && fieldError.field in form.values)
        form.setFieldError(fieldError.field, fieldError.message);
      notifications.show({
        title: "Error",
        message: errorMessage(error, isEdit ? "Failed to update FAQ" : "Failed to create FAQ"),
        color: "red",
      });
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} data-testid="faq-form">
      <Stack>
        <Select
          label="Category"
          placeholder="Choose a category"
          data={categories.map((category) => ({ value: category.id, label: category.name }))}
          {...form.getInputProps("categoryId")}
        />
        <TextInput label="Question" data-autofocus {...form.getInputProps("question")} />
        <Textarea
          label="Answer"
          description="Simple HTML is allowed: <b>, <i>, <u>, <p>, lists and links. Anything else is removed. Line breaks are kept."
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("answer")}
        />
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
            {isEdit ? "Save Changes" : "Create FAQ"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
