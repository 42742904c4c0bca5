import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INDIE_LABEL } from '@/shared/constants';

const SECTIONS = [
  {
    heading: 'Compe でできること',
    body: 'クラブの大会（コンペ）の告知から当日の運営までをひとつにまとめたサービスです。参加者はクラブのページから大会に申し込み、QR コード付きの参加票を受け取り、当日はライブページで進行をリアルタイムに確認できます。',
  },
  {
    heading: '主催者のみなさまへ',
    body: 'クラブのスタッフは、基本設定、大会の作成、エントリー管理、進行表、参加申込の承認と受付、参加者へのメール送信（宛先ごとの送信結果つき）を、スマートフォンからでも行えます。進行表は実際の進み具合に合わせて予定時刻を自動で見直し、ライブページとビデオ会議向けの画面にすぐ反映されます。',
  },
  {
    heading: `${INDIE_LABEL}`,
    body: '個人でも大会を主催できます。ログインすると、共有クラブ「インディーズ大会」の中に自分だけが管理できる大会を作れます。',
  },
  {
    heading: 'ログインのしかた',
    body: 'パスワードはありません。ログインボタンから登録済みのメールアドレスを入力すると、ログイン用のリンクがメールで届きます。リンクを開けばログインが完了します。スタッフとして登録されるには、クラブの管理者から招待メールを受け取ってください。',
  },
];

export default function AboutPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h2">
        Compe について
      </Typography>
      {SECTIONS.map((section) => (
        <Paper key={section.heading} variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {section.heading}
          </Typography>
          <Typography sx={{ lineHeight: 1.9 }}>{section.body}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
