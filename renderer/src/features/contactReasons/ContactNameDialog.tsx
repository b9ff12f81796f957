import { Form, Input, Modal, Select, Switch } from 'antd';
import {
  CONTACT_REASON_MESSAGES,
  CONTACT_REASON_NAME_MAX,
  contactNameProblem,
} from '@ops/shared/rules/contactReasons';

export interface ContactNameValues {
  name: string;
  arName: string;
  active: boolean;
  categoryId?: string;
}

/** The one create / edit dialog of a category or a reason: names checked by the shared rule, a category for reasons. */
export function ContactNameDialog({
  open,
  title,
  initial,
  categories,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: ContactNameValues;
  /** Given for reasons: the category to put it in. */
  categories?: Array<{ value: string; label: string }>;
  saving: boolean;
  onSave: (values: ContactNameValues) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ContactNameValues>();
  // destroyOnHidden: the form mounts afresh at each opening, so `initial` is read then and typing is never reset.
  const rule = (required: boolean) => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const problem = contactNameProblem(value, required);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText="Save"
      confirmLoading={saving}
      onOk={() =>
        void form
          .validateFields()
          .then(onSave)
          .catch(() => undefined)
      }
      onCancel={onClose}
      destroyOnHidden
      data-testid="contact-name-dialog"
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        {categories && (
          <Form.Item
            name="categoryId"
            label="Category"
            rules={[{ required: true, message: CONTACT_REASON_MESSAGES.categoryRequired }]}
          >
            <Select
              options={categories}
              placeholder="Choose a category"
              data-testid="contact-dialog-category"
            />
          </Form.Item>
        )}
        <Form.Item name="name" label="Name" rules={[rule(true)]}>
          <Input maxLength={CONTACT_REASON_NAME_MAX + 1} data-testid="contact-dialog-name" />
        </Form.Item>
        <Form.Item name="arName" label="Arabic name" rules={[rule(false)]}>
          <Input dir="rtl" maxLength={CONTACT_REASON_NAME_MAX + 1} data-testid="contact-dialog-ar-name" />
        </Form.Item>
        <Form.Item name="active" label="Shown to riders" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
