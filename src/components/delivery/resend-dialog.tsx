import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { fieldProps } from '@/components/form-field-props';
import { resendToPerson } from './resend';
import { DeliveryError } from './delivery-error';
import { useResend } from './use-resend';
import { LABELS } from '@/shared/messages';
import { fixAddressSchema, type Mail } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/**
 * 宛先を直して再送: one failed message sent again to a corrected address. resendMail keeps the new
 * address on the registration too, so later mails reach the person.
 */
export function ResendDialog({ mail, name, onClose }: { mail: Mail; name: string; onClose: () => void }) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { resend } = useResend({ onFailure: setFailure });
  const form = useForm<{ to: string }>({
    resolver: zodResolver(fixAddressSchema),
    defaultValues: { to: mail.to },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ to }) => {
    setFailure(null);
    const sent = await resend(() =>
      resendToPerson(to === mail.to ? { messageId: mail.id } : { messageId: mail.id, to }, name),
    );
    if (sent) onClose();
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{STAFF_MESSAGES.deliveryFixTitle}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>
            {name} 様「{mail.subject}」
          </Typography>
          {mail.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              <DeliveryError error={mail.error} color="inherit" />
            </Alert>
          ) : null}
          <TextField
            {...fieldProps(form, 'to', mail.registId ? STAFF_MESSAGES.deliveryFixNote : ' ')}
            label={LABELS.email}
            type="email"
            autoComplete="off"
            fullWidth
          />
          {failure ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogFooter
          confirmLabel={STAFF_MESSAGES.deliveryResend}
          busyLabel="再送中…"
          busy={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
