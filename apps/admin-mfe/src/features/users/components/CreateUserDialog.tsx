import { Form, Input, Modal, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { MESSAGES, adminCreateUserSchema } from '@bolo/contracts';
import type { AdminCreateUserInput } from '@bolo/contracts';
import { toast } from '@bolo/web';
import { useCreateAdminUserMutation } from '../api/users-api';
import { serverMessage } from '../lib/server-message';

const STATUS_OPTIONS = [
  { value: 'free', label: 'Free' },
  { value: 'active', label: 'Active' },
  { value: 'canceled', label: 'Cancelled' },
  { value: 'past_due', label: 'Past Due' },
  { value: 'premium', label: 'Premium' },
];
const PLAN_OPTIONS = [
  { value: 'none', label: 'No plan' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

type FormValues = Required<Pick<AdminCreateUserInput, 'username' | 'password' | 'subscriptionStatus' | 'subscriptionPlan' | 'isAdmin'>> &
  Pick<AdminCreateUserInput, 'email' | 'firstName' | 'lastName'>;

const INITIAL_VALUES: FormValues = { username: '', password: '', email: '', firstName: '', lastName: '', subscriptionStatus: 'free', subscriptionPlan: 'none', isAdmin: false };

/** One field checked by the same schema the API applies (admin-side §5 messages). */
function schemaRule(field: keyof typeof adminCreateUserSchema.shape): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = adminCreateUserSchema.shape[field].safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? MESSAGES.admin.invalidInput);
    },
  };
}

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The create-user dialog (admin-side §2, §5): closes and resets on success; the users list and
 * every other cached account read refresh through the AdminUser tag.
 */
export function CreateUserDialog({ open, onClose }: CreateUserDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [createUser, { isLoading }] = useCreateAdminUserMutation();

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields show what is wrong.
    }
    const parsed = adminCreateUserSchema.safeParse(values);
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path[0] as keyof FormValues, errors: [issue.message] })));
      return;
    }
    try {
      await createUser(parsed.data).unwrap();
    } catch (error) {
      toast({ title: serverMessage(error) ?? MESSAGES.admin.createUserFailed, variant: 'destructive' });
      return;
    }
    toast({ title: MESSAGES.admin.userCreated });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Create User"
      okText="Create User"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isLoading}
      forceRender
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={INITIAL_VALUES} onFinish={submit} requiredMark name="create-user">
        <Form.Item label="Username" name="username" required rules={[schemaRule('username')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Password" name="password" required rules={[schemaRule('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[schemaRule('email')]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="First Name" name="firstName" rules={[schemaRule('firstName')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={[schemaRule('lastName')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Subscription Status" name="subscriptionStatus">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item label="Subscription Plan" name="subscriptionPlan">
          <Select options={PLAN_OPTIONS} />
        </Form.Item>
        <Form.Item label="Admin" name="isAdmin" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
