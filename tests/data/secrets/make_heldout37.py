# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout37_credentials.yaml and heldout37_lookalikes.yaml: held-out batch 37.

Persona: a machine-learning PhD student at a university in Seoul who also tutors high-school
students. Her notes are in Korean (Hangul), English and a little Japanese (she did an exchange
year in Kyoto): KakaoTalk-style messages to friends and family, memo-app lines, pasted .env /
JSON / YAML, shell history and small tables. The credentials are her university portal and
library logins, lab GPU server passwords and SSH keys, JupyterHub, W&B, Hugging Face, Kaggle,
OpenAI and Anthropic keys, Naver / Kakao accounts, banking passwords and transaction PINs, the
joint certificate (공동인증서) password, Toss / KakaoPay PINs, door lock and entrance codes,
Wi-Fi, streaming and Apple / Google accounts, conference-system and AWS Educate logins. The
look-alikes are the identifiers such a student handles all day: arXiv IDs, DOIs, ORCID iDs,
run IDs, checksums, seeds, GPU UUIDs, Slurm jobs, phone, parcel, ticket and bank account
numbers, masked cards, placeholders, public keys and references to where a password is kept.

This batch was written blind: without reading the detector, its rules, its tests or the other
corpora. Every value is synthetic and drawn at run time from the `secrets` module (through the
helpers of make_heldout.py), in the shape of the real format; hosts are under `.example`,
`.internal`, `.test` or `acme`. Rerunning redraws every value.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    phrase,
    pick,
    png,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

NAMES = ["seoyun", "sypark", "syp", "parksy", "yunnie", "seoyunp"]
WORDS = ["mango", "haneul", "bori", "dubu", "kongi", "nabi", "sakura", "kyoto", "kamo", "matcha",
         "latte", "gimbap", "hodu", "ddalgi", "coco", "moon", "bamboo", "tteok", "sora", "yuzu"]
# Hangul typed with the keyboard left in English mode: 안녕, 사랑해, 박서윤, 서윤, 한빛, 고양이
KEYBOARD = ["dkssud", "tkfkdgo", "qkrtjdbs", "tjdbs", "gksqlt", "rhdiddl"]
MAIL = ["naver.example", "kakao.example", "gmail.example", "hanbit.example"]
DICEWARE = ["lantern", "quokka", "silica", "harbor", "maple", "orbit", "pepper", "violet", "tundra",
            "walnut", "ginkgo", "cedar", "plaza", "ember", "saffron", "velvet", "monsoon", "falcon"]


def hpw() -> str:
    """A password a student chose herself: words, keyboard-typed Hangul, birthdays, symbols."""
    w = secrets.choice(WORDS)
    k = secrets.choice(KEYBOARD)
    n = secrets.choice(NAMES)
    return secrets.choice([
        f"{w.capitalize()}{digits(4)}{pick('!', '@', '#', '*')}",
        f"{k}{digits(pick(2, 4, 6))}{pick('!', '!!', '^^', '@')}",
        f"{n}{digits(4)}!{secrets.choice(WORDS)}",
        f"{w}{pick('_', '.', '@', '')}{k}{digits(2)}",
        f"{w.capitalize()}{pick('&', '#', '$')}{secrets.choice(WORDS).capitalize()}{digits(3)}",
        f"{pick('qwer', 'asdf', 'zxcv')}{digits(4)}{pick('!', '@@', '#')}{rnd(LOWER, 3)}",
        rnd(ALNUM + "!@#$%", 14),
    ])


def cert_pw() -> str:
    """A joint-certificate password: 10+ characters, letters, digits and a special character."""
    return f"{secrets.choice(KEYBOARD + WORDS)}{digits(pick(4, 6))}{pick('!', '@', '#', '$', '%', '^')}{rnd(LOWER, 2)}"


def sid() -> str:
    """A (fake) student number."""
    return f"20{pick(19, 20, 21)}{pick('-', '')}{digits(5)}"


def email() -> str:
    return f"{secrets.choice(NAMES)}{digits(2)}@{secrets.choice(MAIL)}"


def nid() -> str:
    return f"{secrets.choice(NAMES)}{pick('', '_', '.')}{secrets.choice(WORDS)}{digits(2)}"


def d(n: int) -> str:
    return digits(n)


def hf() -> str:
    return f"hf_{rnd(ALNUM, 34)}"


def phone() -> str:
    return f"010-{digits(4, lead=True)}-{digits(4)}"


def ip() -> str:
    return f"10.20.{secrets.randbelow(8)}.{secrets.randbelow(200) + 10}"


def arxiv() -> str:
    return f"{pick(22, 23, 24, 25)}{secrets.randbelow(12) + 1:02d}.{digits(5)}"


def run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def credentials() -> Rows:
    rows = Rows()
    rows.add(
        "portal_login",
        f"학교 포털 (portal.hanbit.example) 학번 {sid()} / 비번 {hpw()}",
        f"Uni portal login: id {sid()}, pw {hpw()}. Changed it in March because of the forced 90-day rotation, old one was {hpw()}",
        f"portal.hanbit.example\nID: {sid()}\nPW: {hpw()}\n(SSO라서 메일, LMS, 수강신청 다 이걸로 들어감)",
    )
    rows.add(
        "library_login",
        f"도서관 원문 DB 학외접속 (proxy.lib.hanbit.example) {sid()} / {hpw()} — 집에서 IEEE Xplore 볼 때",
        f"library ezproxy creds for off-campus access: user {sid()}, pass {hpw()}",
        f"図書館のリモートアクセス\nID: {sid()}\nパスワード: {hpw()}",
    )
    rows.add(
        "gpu_ssh_password",
        f"ssh sypark@gpu3.mlv.internal -p 2222\npw: {hpw()}",
        f"[랩 서버]\ngpu1~gpu4.mlv.internal\n계정 sypark / {hpw()}\n포트 22022, 홈 디렉토리 용량 500G 제한",
        f"$ sshpass -p '{hpw()}' ssh -o StrictHostKeyChecking=no sypark@{ip()}",
        f"새로 들어온 인턴 계정 만들어줌 → intern02 / {hpw()}  (처음 로그인하면 passwd로 바꾸라고 함)",
    )
    rows.add(
        "gpu_sudo",
        f"gpu2 root 비번 교수님이 알려주심: {rnd(ALNUM + '!@#', 12)} (드라이버 업데이트할 때만 쓰기)",
        f"sudo password on the A100 box is {hpw()}, same as the labadmin account",
        f"labadmin@gpu4.mlv.internal 비번 {hpw()}\n→ nvidia 드라이버 550으로 올릴 때 사용",
    )
    rows.add(
        "ssh_private_key",
        f"id_ed25519 for the lab cluster (no passphrase):\n{openssh_private()}",
        f"새 노트북으로 옮길 키\n{openssh_private()}",
        f"~/.ssh/mlv_gpu, passphrase {hpw()}\n{openssh_private()}",
    )
    rows.add(
        "jupyter_token",
        f"JupyterHub API token (jupyter.mlv.internal): {hexs(32)}",
        f"http://gpu2.mlv.internal:8888/lab?token={hexs(48)}",
        f"주피터 토큰 복붙용 {hexs(48)} (gpu4 tmux 세션 jlab, 포트 8890)",
        f"c.JupyterHub.services = [{{'name': 'idle-culler', 'api_token': '{hexs(32)}'}}]",
    )
    rows.add(
        "wandb_key",
        f"WANDB_API_KEY={hexs(40)}",
        f"wandb login {hexs(40)}",
        f"랩 공용 wandb 팀 키 {hexs(40)} — 외부 공유 금지라고 하심",
    )
    rows.add(
        "wandb_netrc",
        f"~/.netrc on gpu1:\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}",
        f"gpu3 netrc 복사해둠\nmachine api.wandb.ai login user password {hexs(40)}",
    )
    rows.add(
        "hf_token",
        f"HF_TOKEN={hf()}",
        f"huggingface-cli login --token {hf()} --add-to-git-credential",
        f"허깅페이스 write 토큰 (가중치 올리는 용) {hf()}\nread 전용은 {hf()}",
    )
    rows.add(
        "hf_git_remote",
        f"git remote set-url origin https://sypark:{hf()}@huggingface.co/mlv-lab/ko-vit-base",
        f"push 안 돼서 이렇게 함: git push https://user:{hf()}@huggingface.co/datasets/mlv-lab/ko-caption main",
    )
    rows.add(
        "kaggle_json",
        '{"username":"seoyunpark","key":"' + hexs(32) + '"}',
        f"~/.kaggle/kaggle.json\n{{\"username\": \"sypark{d(2)}\", \"key\": \"{hexs(32)}\"}}",
        f"캐글 대회용 kaggle.json 내용: username sypark{d(2)} / key {hexs(32)}",
    )
    rows.add(
        "openai_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai 키 (랩 과금 계정, 월 $200 한도) {openai_project_key()}",
        f"client = OpenAI(api_key=\"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}\")  # TODO move to env",
    )
    rows.add(
        "anthropic_key",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude 키 새로 발급함, judge 평가 스크립트용: {anthropic_key()}",
        f"評価用のAPIキー（研究室の共有アカウント）\n{anthropic_key()}",
    )
    rows.add(
        "gemini_key",
        f"GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)}  # gemini baseline",
        f"gemini api key for the caption eval AIza{rnd(URLSAFE, 35)}",
    )
    rows.add(
        "naver_account",
        f"네이버 아이디 {nid()} 비번 {hpw()}",
        f"Naver: {nid()} / {hpw()} (blog + the study cafe)",
        f"엄마 네이버 계정 찾아드림 → 아이디 {nid()}, 새 비번 {hpw()}\n엄마 이거 적어놔!!",
    )
    rows.add(
        "kakao_account",
        f"카카오계정 {email()} / {hpw()}",
        f"Kakao account for the tutoring open chat: {email()}, pw {hpw()}",
        f"[카톡] 언니 내 카카오계정 {email()} 비번 {hpw()} 이거로 이모티콘 선물 좀 ㅠ",
    )
    rows.add(
        "kakaotalk_lock",
        f"카톡 잠금 비번 {d(4)}로 바꿈",
        f"KakaoTalk PC version lock code: {d(4)}",
        f"[카톡] 나 폰 바꾸면 카톡 잠금번호 {d(4)} 이거임 ㅋㅋ 혹시 까먹으면 알려줘",
    )
    rows.add(
        "bank_login",
        f"신한 인터넷뱅킹 ID {nid()} / 로그인 비번 {hpw()}",
        f"KB Star banking: user {nid()} pw {hpw()}",
        f"우리은행 웹 로그인\n아이디: {nid()}\n비밀번호: {hpw()}",
    )
    rows.add(
        "transfer_pin",
        f"이체 비밀번호 {d(6)}",
        f"bank transfer PIN (6 digits): {d(6)}; the card/account password for the ATM is {d(4)}",
        f"[카톡 to 엄마] 엄마 계좌 이체비번 {d(6)} 맞지? 그걸로 등록금 보냈어",
    )
    rows.add(
        "atm_pin",
        f"국민 체크카드 비번 {d(4)}",
        f"KakaoBank card PIN {d(4)} — the old Shinhan one was {d(4)}",
    )
    rows.add(
        "security_card",
        "보안카드 사진 대신 적어둠 (일련번호 " + d(8) + ")\n" + "\n".join("  ".join(f"{i:02d}: {d(4)}" for i in range(r * 5 + 1, r * 5 + 6)) for r in range(4)),
        "security card (보안카드) for the Woori account\n" + "\n".join(f"{i:02d} {d(2)} {d(2)}" for i in (3, 7, 12, 18, 25, 31)),
    )
    rows.add(
        "joint_cert",
        f"공동인증서 비밀번호: {cert_pw()}",
        f"joint certificate (공동인증서) pw {cert_pw()} — expires next March, the NPKI folder is on the blue USB",
        f"연말정산 홈택스 로그인할 때 인증서 비번 {cert_pw()}",
    )
    rows.add(
        "toss_pin",
        f"토스 비밀번호 {d(6)}",
        f"Toss app PIN {d(6)} (same as the 간편비밀번호 for the 토스뱅크 card)",
    )
    rows.add(
        "kakaopay_pin",
        f"카카오페이 결제 비번 {d(6)}",
        f"KakaoPay password changed to {d(6)} after the phishing SMS scare",
        f"[카톡] 동생아 카페 결제할 때 내 카카오페이 써 비번 {d(6)}",
    )
    rows.add(
        "doorlock_code",
        f"오피스텔 도어락 비번 {d(6)}#  (뒤에 # 눌러야 열림)",
        f"[카톡] 택배 말고 너만 알아둬 ㅋㅋ 우리집 도어락 {d(6)} 1507호",
        f"officetel door code is {d(pick(4, 6, 8))}, touch the keypad to wake it, then *; unit 1507",
    )
    rows.add(
        "lab_door_code",
        f"lab room 302-417 door code {d(4)}#",
        f"연구실 출입문 번호 {d(4)}* (방학 중엔 {d(4)}*로 바뀜)",
        f"[카톡 to 민지] 랩 문 비번 {d(5)} 누르고 들어가서 내 자리 충전기 좀 ㅠㅠ",
    )
    rows.add(
        "entrance_code",
        f"건물 공동현관 비번 #{d(4)}",
        f"common entrance of the officetel: * then {d(4)}#, the parcel room is {d(4)}",
        f"[카톡 to 동생] 공동현관 *{d(4)}# 누르고 들어와 엘베는 B동",
    )
    rows.add(
        "wifi_password",
        f"lab wifi MLV_5G / {hpw()}",
        f"집 와이파이 iptime_1507 비번 {hpw()}",
        f"北白川のシェアハウスのWi-Fi\nSSID: sharehouse-kita\nパスワード: {rnd(ALNUM, 12)}",
    )
    rows.add(
        "tutoring_login",
        f"과외 플랫폼 (tutor.acme.test) 로그인: {email()} / {hpw()}",
        f"Tutoring platform account {email()}, password {hpw()}; payouts go to the Kakao Bank account",
    )
    rows.add(
        "netflix_shared",
        f"넷플 공유 계정 {email()} / {hpw()} — 프로필 '서윤' 쓰고 매달 4,250원 보내기",
        f"Netflix (shared with Jisoo & Minji): {email()} pw {hpw()}",
    )
    rows.add(
        "tving_shared",
        f"티빙 아이디 {nid()} 비번 {hpw()} 언니랑 같이 씀",
        f"Tving login for mom's TV: {nid()} / {hpw()}",
    )
    rows.add(
        "apple_id",
        f"Apple ID {email()} / {hpw()}",
        f"Apple ID recovery key: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"アップルID {email()}\nパスワード {hpw()}",
    )
    rows.add(
        "google_recovery",
        "Google backup codes (sypark.ml)\n" + "\n".join(f"{d(4)} {d(4)}    {d(4)} {d(4)}" for _ in range(5)),
        "구글 백업 코드 — 폰 잃어버렸을 때\n" + "  ".join(f"{d(4)} {d(4)}" for _ in range(8)),
    )
    rows.add(
        "openreview_login",
        f"OpenReview login {email()} / {hpw()} — NeurIPS submission account",
        f"오픈리뷰 비번 {hpw()} (아이디는 학교 메일)",
    )
    rows.add(
        "cmt_login",
        f"CMT (cmt3.acme.test) acct for ACCV reviewing: {email()} pw {hpw()}",
        f"Microsoft CMT password {hpw()} for the workshop submission",
        f"학회 제출 시스템 CMT 로그인 {email()} / {hpw()}",
    )
    rows.add(
        "aws_educate",
        f"[default]\naws_access_key_id = ASIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {aws_secret()}\naws_session_token = IQoJb3JpZ2luX2VjE{rnd(B64, 240)}",
        f"AWS Educate login: {email()} / {hpw()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=ap-northeast-2",
    )
    rows.add(
        "dotenv_mixed",
        f"# .env for ko-llm-eval\nOPENAI_API_KEY={openai_project_key()}\nWANDB_API_KEY={hexs(40)}\nHF_TOKEN={hf()}\nSEED=42",
        f"ANTHROPIC_API_KEY={anthropic_key()}\nWANDB_PROJECT=judge-ko\nWANDB_ENTITY=mlv-lab",
        f"gpu4:~/diffusion/.env\nHF_HOME=/data/hf_cache\nHUGGING_FACE_HUB_TOKEN={hf()}\nKAGGLE_KEY={hexs(32)}",
    )
    rows.add(
        "shell_history",
        f"  512  mysql -u mlv -p'{hpw()}' -h db.mlv.internal survey\n  513  ls -al\n  514  nvidia-smi",
        f"history | tail -3\n 1021  export HF_TOKEN={hf()}\n 1022  python train.py --config cfg/vit_b16.yaml\n 1023  tmux a -t train",
        f"$ curl -u sypark:{hpw()} https://mlflow.mlv.internal/api/2.0/mlflow/experiments/list",
    )
    rows.add(
        "github_token",
        f"github PAT for cloning the private lab repos: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://sypark:github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}@github.com/mlv-lab/vit-ko.git",
        f"깃허브 토큰 만료돼서 새로 만듦 ghp_{rnd(ALNUM, 36)} (repo, workflow 권한)",
    )
    rows.add(
        "docker_login",
        f"docker login harbor.mlv.internal -u sypark -p {hpw()}",
        '~/.docker/config.json\n{"auths": {"harbor.mlv.internal": {"auth": "' + basic("sypark", hpw()) + '"}}}',
    )
    rows.add(
        "credit_card",
        f"해외결제용 카드 {groups(luhn('4'), 4, '-')} 유효기간 {card_expiry()} CVC {d(3)}",
        f"card for the AWS bill: {groups(luhn('5'), 4)}, exp {card_expiry()}, cvc {d(3)}",
        f"[카톡 to 언니] 언니 카드번호 {groups(luhn('9'), 4)} {card_expiry()} 뒤에 {d(3)} 맞지? 비행기표 결제할게",
    )
    rows.add(
        "app_password",
        f"Gmail app password for the thesis mailer script: {groups(rnd(LOWER, 16), 4)}",
        f"구글 앱 비밀번호 (썬더버드용) {rnd(LOWER, 16)}",
    )
    rows.add(
        "univ_vpn",
        f"학교 VPN (vpn.hanbit.example) {sid()} / {hpw()}",
        f"SSL VPN to reach the cluster from home: id {sid()}, pw {hpw()}",
    )
    rows.add(
        "eduroam",
        f"eduroam: {sid()}@hanbit.example / {hpw()}",
        f"eduroam 설정\nEAP: PEAP / MSCHAPv2\nidentity: {sid()}@hanbit.example\npassword: {hpw()}",
    )
    rows.add(
        "totp_seed",
        f"otpauth://totp/Hanbit%20VPN:{sid()}?secret={rnd(BASE32, 32)}&issuer=HanbitVPN",
        f"2단계 인증 시크릿 (폰 바꿀 때 다시 등록): {' '.join(rnd(BASE32, 4) for _ in range(8))}",
    )
    rows.add(
        "device_passcode",
        f"폰 잠금 PIN {d(6)}",
        f"iPad passcode {d(6)} (the iPad I lend to tutoring students)",
        f"研究室のMac mini ログイン mlv-guest / {hpw()}",
    )
    rows.add(
        "laptop_login",
        f"lab desktop (Windows) login: MLV-PC07\\sypark / {hpw()}",
        f"맥북 로그인 비번 {hpw()} (FileVault도 같은 비번)",
    )
    rows.add(
        "router_admin",
        f"ipTIME 관리자 http://192.168.0.1 admin / {hpw()}",
        f"lab router admin page http://10.20.0.1 — admin / {rnd(ALNUM, 10)}",
    )
    rows.add(
        "lab_database",
        f"postgresql://annot:{rnd(ALNUM, 16)}@db.mlv.internal:5432/labeling",
        f"라벨링 툴 DB\nmongodb://mlv:{rnd(ALNUM, 20)}@mongo.mlv.internal:27017/?authSource=admin",
        f"database:\n  host: db.mlv.internal\n  user: survey_rw\n  password: {hpw()}",
    )
    rows.add(
        "minio_keys",
        f"MinIO (s3.mlv.internal) access key {rnd(UPPER + DIGITS, 20)} secret {rnd(ALNUM, 40)}",
        f"mc alias set mlv https://s3.mlv.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '/+', 40)}",
    )
    rows.add(
        "mlflow_auth",
        f"MLFLOW_TRACKING_URI=https://mlflow.mlv.internal\nMLFLOW_TRACKING_USERNAME=sypark\nMLFLOW_TRACKING_PASSWORD={hpw()}",
        f"mlflow ui behind nginx basic auth → Authorization: Basic {basic('mlv', rnd(ALNUM, 14))}",
    )
    rows.add(
        "kyoto_account",
        f"京大のECS-ID: a0{d(6)} / パスワード {hpw()}（KULASISとPandA共通）",
        f"KULASIS login still works: ECS-ID a0{d(6)}, pw {hpw()}",
        f"交換留学のときの大学メール {secrets.choice(NAMES)}.{d(2)}@st.kyoto-u.example パスワード {hpw()}",
    )
    rows.add(
        "line_account",
        f"LINEのパスワード {hpw()}、メールは {email()}",
        f"LINE account (Kyoto friends group): {email()} / {hpw()}",
    )
    rows.add(
        "password_manager",
        f"1Password master password: {phrase(DICEWARE, 4, '-')}{d(2)}",
        f"Bitwarden 마스터 비번 {phrase(DICEWARE, 3, '.')}.{d(3)}",
    )
    rows.add(
        "gcp_service_account",
        '{"type": "service_account", "project_id": "mlv-colab", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "trainer@mlv-colab.iam.gserviceaccount.com"}',
        'GCS 버킷 업로드용 키 (sa.json)\n{"private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n"}',
    )
    rows.add(
        "coupang_login",
        f"쿠팡 {email()} / {hpw()}",
        f"Coupang login {phone()} / {hpw()} (the rocket-delivery account)",
    )
    rows.add(
        "slack_webhook",
        f"training-done alerts → https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    rows.add(
        "telegram_bot",
        f"학습 끝나면 알림 오는 텔레그램 봇 토큰 {secrets.randbelow(10**9) + 10**9}:AA{rnd(URLSAFE, 33)}",
        f"TG_BOT_TOKEN={secrets.randbelow(10**9) + 10**9}:AA{rnd(URLSAFE, 33)}\nTG_CHAT_ID={d(9)}",
    )
    rows.add(
        "lab_vpn",
        f"lab wireguard (wg0.conf on my laptop)\n[Interface]\nAddress = 10.66.0.7/32\nPrivateKey = {wg_key()}",
        f"랩 VPN 설정 옮길 것\nPrivateKey = {wg_key()}\nPublicKey(서버) = {wg_key()}",
    )
    return rows


def lookalikes() -> Rows:
    rows = Rows()
    rows.add(
        "arxiv_id",
        f"읽을 논문: arXiv:{arxiv()}v2, {arxiv()}, {arxiv()} (카메라레디 버전에 표 추가됨)",
        f"the baseline is arXiv {arxiv()}; our related-work section also cites {arxiv()}v3",
        f"ゼミで紹介する論文 arXiv:{arxiv()}",
    )
    rows.add(
        "doi",
        f"DOI 10.1109/TPAMI.{pick(2023, 2024)}.{d(7)}",
        f"https://doi.org/10.48550/arXiv.{arxiv()} — cite this instead of the workshop version",
        f"학위논문 참고문헌 doi: 10.1007/978-3-031-{d(5)}-{d(1)}_{secrets.randbelow(40) + 1}",
    )
    rows.add(
        "orcid",
        f"ORCID: {orcid()}",
        f"OpenReview 프로필에 ORCID {orcid()} 연결함, 지도교수님 건 {orcid()}",
        f"co-author ORCIDs for the camera-ready form: {orcid()}, {orcid()}, {orcid()}",
    )
    rows.add(
        "openreview_id",
        f"our submission: https://openreview.net/forum?id={rnd(URLSAFE, 10)} (Submission{d(4)})",
        f"리뷰 배정된 논문: {rnd(URLSAFE, 10)}, {rnd(URLSAFE, 10)}, {rnd(URLSAFE, 10)} — 마감 7/2",
    )
    rows.add(
        "student_number",
        f"학번 {sid()}, 입학 2021 후기",
        f"TA roster (AI5021): {sid()} 김도윤, {sid()} 이하은, {sid()} Tanaka",
        f"tutoring student's school ID {d(5)}, 2학년 {secrets.randbelow(12) + 1}반",
    )
    rows.add(
        "course_code",
        f"이번 학기 TA: AI{d(4)}-01 딥러닝, 수요일 10:30 (302-{d(3)})",
        f"courses this term: CSE{d(4)} Advanced ML, MAT{d(4)}-02 Probability, GSI{d(4)} Research Ethics",
        f"京大で取った授業: 工学部 {d(5)} 機械学習特論",
    )
    rows.add(
        "room_number",
        f"세미나실 302동 {d(3)}호 → 301동 {d(3)}호로 변경",
        f"office hours in 302-{d(3)}B, Thu 15:00–16:30",
        f"server room B1-{d(2)}, rack {secrets.randbelow(9) + 1}, slots U{d(2)}–U{d(2)}",
    )
    rows.add(
        "wandb_run",
        f"best run: https://wandb.ai/mlv-lab/ko-vit/runs/{run_id()} (val acc 84.3)",
        f"wandb runs to compare: {run_id()}, {run_id()}, {run_id()}; sweep id {run_id()}",
        f"W&B 프로젝트 mlv-lab/diffusion-kr, run {pick('fluent', 'brisk', 'vivid', 'solar')}-{pick('sun', 'river', 'pine', 'wave')}-{secrets.randbelow(300)} ({run_id()})",
    )
    rows.add(
        "hf_repo",
        f"mlv-lab/ko-vit-base-patch16-224, revision {hexs(40)}",
        f"model = AutoModel.from_pretrained('mlv-lab/ko-clip-l14', revision='{hexs(7)}')",
        f"허깅페이스 데이터셋 mlv-lab/ko-caption-{d(3)}k 공개함 (CC BY 4.0)",
    )
    rows.add(
        "git_commit",
        f"재현 안 되는 거 commit {hexs(40)} 기준으로 돌린 거였음",
        f"git bisect: good {hexs(7)}, bad {hexs(7)} — the regression is in {hexs(12)}",
        f"Merge pull request #{d(3)} from mlv-lab/fix-ema ({hexs(40)})",
    )
    rows.add(
        "sha256_checksum",
        f"{hexs(64)}  ko_caption_v2.tar.gz",
        f"ImageNet val tarball sha256 {hexs(64)}, matches the one on the wiki",
        f"sha256sum *.safetensors\n{hexs(64)}  model-00001-of-00002.safetensors\n{hexs(64)}  model-00002-of-00002.safetensors",
    )
    rows.add(
        "md5_checksum",
        f"md5sum 결과 {hexs(32)} train.jsonl 맞음",
        f"MD5 (coco_ko_val.zip) = {hexs(32)}",
        f"다운로드 깨졌는지 확인: md5 {hexs(32)} vs 원본 {hexs(32)} → 다시 받음",
    )
    rows.add(
        "random_seed",
        f"seeds: 42, {d(4)}, {d(4)}, {d(5)}, {d(6)} (5 seeds, mean±std 보고)",
        f"torch.manual_seed({digits(10, lead=True)}); np.random.seed({digits(9, lead=True)})",
        f"재현용 시드 {digits(8, lead=True)} — 이 시드에서만 FID가 튐",
    )
    rows.add(
        "hyperparams",
        "lr=3e-4, wd=0.05, bs=256, warmup 10k steps, ema 0.9999, label smoothing 0.1, drop path 0.2",
        f"optimizer:\n  name: adamw\n  lr: {secrets.randbelow(9) + 1}.0e-{pick(4, 5)}\n  betas: [0.9, 0.95]\nscheduler: cosine\nmax_steps: {secrets.randbelow(400) + 100}000",
        f"학습률 스윕 결과 1e-4 / 3e-4 / 1e-3 → {secrets.randbelow(20) + 70}.{d(1)} / {secrets.randbelow(20) + 70}.{d(1)} / diverged",
    )
    rows.add(
        "cuda_version",
        "NVIDIA-SMI 550.54.15    Driver Version: 550.54.15    CUDA Version: 12.4",
        f"torch 2.3.1+cu121, cudnn {d(4)}, nccl 2.20.5, python 3.10.14",
        "gpu2만 드라이버 535.161.08이라서 CUDA 12.2까지만 됨",
    )
    rows.add(
        "gpu_uuid",
        "nvidia-smi -L\n" + "\n".join(f"GPU {i}: NVIDIA A100-SXM4-80GB (UUID: GPU-{uid()})" for i in range(4)),
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()} python eval.py",
        f"MIG 0/1/0 のUUID: MIG-{uid()}",
    )
    rows.add(
        "mac_address",
        f"eduroam 등록용 노트북 MAC {mac()}",
        f"gpu3 eno1 {mac()} / ib0 {mac(upper=True)}",
        f"DHCP reservation for the lab printer: {mac('-', upper=True)} → 10.20.0.{secrets.randbelow(200) + 20}",
    )
    rows.add(
        "ip_address",
        f"gpu1 {ip()}, gpu2 {ip()}, gpu3 {ip()}, nas {ip()}",
        f"학교 밖에서 안 되면 VPN 게이트웨이 203.0.113.{secrets.randbelow(250) + 1} 확인",
        f"inet 192.168.0.{secrets.randbelow(200) + 2}/24 brd 192.168.0.255 scope global dynamic wlan0",
    )
    rows.add(
        "slurm_job",
        f"Submitted batch job {digits(7, lead=True)}",
        f"JOBID   PARTITION  NAME      USER    ST  TIME\n{digits(7, lead=True)}  a100       vit_b16   sypark  R   3-04:11:52\n{digits(7, lead=True)}  a100       eval_ko   sypark  PD  0:00",
        f"스케줄러 잡 {digits(7, lead=True)} OOM으로 죽음, --mem=256G로 다시 {digits(7, lead=True)}",
    )
    rows.add(
        "conda_env",
        "conda env list\nbase        /opt/conda\nvit-ko-py310  /home/sypark/.conda/envs/vit-ko-py310\ndiff-cu121 * /home/sypark/.conda/envs/diff-cu121",
        f"conda create -n eval-{d(4)} python=3.11 && conda activate eval-{d(4)}",
        f"environment.yml\nname: ko-vit\nchannels: [pytorch, nvidia, conda-forge]\ndependencies:\n  - python=3.10\n  - pytorch-cuda=12.1\n  - pip: [timm==0.9.{secrets.randbelow(17)}, wandb]",
    )
    rows.add(
        "docker_digest",
        f"nvcr.io/nvidia/pytorch:24.03-py3@sha256:{hexs(64)}",
        f"harbor.mlv.internal/sypark/train:v{secrets.randbelow(9)}.{secrets.randbelow(20)} digest sha256:{hexs(64)}",
        f"docker images\nREPOSITORY   TAG   IMAGE ID       SIZE\nmlv/train    cu121 {hexs(12)}   18.4GB",
    )
    rows.add(
        "phone_number",
        f"교수님 연구실 02-{digits(3, lead=True)}-{d(4)}, 행정실 02-{digits(3, lead=True)}-{d(4)}",
        f"과외 학생 어머니 {phone()} (카톡 프사 고양이)",
        f"京都の大家さん 075-{d(3)}-{d(4)}、携帯 090-{d(4)}-{d(4)}",
    )
    rows.add(
        "parcel_tracking",
        f"CJ대한통운 송장번호 {d(12)}",
        f"우체국 택배 {d(13)} 관리실 보관 중",
        f"ヤマト運輸 伝票番号 {d(4)}-{d(4)}-{d(4)}",
    )
    rows.add(
        "ktx_ticket",
        f"KTX 서울→부산 승차권번호 {d(5)}-{d(4)}-{d(5)}-{d(2)}, 8호차 11A",
        f"SRT reservation no. {digits(10, lead=True)}, Suseo 18:30 → Dongdaegu, car 5 seat 7D",
        f"JR西日本 e5489 予約番号 {d(5)}、京都→新大阪 のぞみ{secrets.randbelow(200) + 1}号 {secrets.randbelow(16) + 1}号車 {secrets.randbelow(20) + 1}E",
    )
    rows.add(
        "bank_account",
        f"과외비 입금 계좌: 카카오뱅크 3333-{d(2)}-{d(7)} 박서윤",
        f"tutoring fee account — Shinhan 110-{d(3)}-{d(6)} (Park Seoyun), 월말까지",
        f"ゆうちょ銀行 記号 1{d(4)} 番号 {d(8)}（解約済み？要確認）",
    )
    rows.add(
        "masked_card",
        f"결제 카드 {d(4)}-****-****-{d(4)} 승인번호 {d(8)}",
        f"the AWS bill was charged to the card ending in {d(4)} (Visa, exp shown as **/**)",
        f"[카드승인] 박*윤 {d(4)}*8**{d(1)} 일시불 {secrets.randbelow(90) + 10},{d(3)}원 스타벅스",
    )
    rows.add(
        "password_reference",
        "비밀번호는 1Password에 'Lab GPU' 항목으로 저장",
        "lab door code changed again; ask 민수 선배, it's not written anywhere",
        "パスワードは手帳の最後のページに書いてある",
        "공동인증서 비번은 엄마가 알고 계심. 메모엔 안 적음",
    )
    rows.add(
        "readme_placeholder",
        "export WANDB_API_KEY=<your-wandb-key>\nexport HF_TOKEN=<your-hf-token>",
        ".env.example\nOPENAI_API_KEY=sk-...\nANTHROPIC_API_KEY=sk-ant-...\nHF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "README: kaggle.json 은 {\"username\": \"YOUR_NAME\", \"key\": \"YOUR_KEY\"} 형식으로 ~/.kaggle 에",
    )
    rows.add(
        "ssh_public_key",
        f"authorized_keys에 추가할 공개키\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sypark@macbook",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} sypark@lab-pc07",
        f"gpu cluster admin asked for my pubkey:\necdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 65)} sypark@ipad",
    )
    rows.add(
        "host_fingerprint",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.\nAre you sure you want to continue connecting (yes/no)?",
        f"gpu4 재설치해서 호스트 키 바뀜 → SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ssh-keygen -R 하기)",
    )
    rows.add(
        "isbn",
        f"빌린 책: Pattern Recognition and ML, ISBN {ean13('978')}, 반납 4/12",
        f"ISBN {ean13('978')} (Probabilistic ML) — 図書館で予約",
    )
    rows.add(
        "bibtex",
        f"@inproceedings{{park{pick(2023, 2024)}kovit,\n  title={{Ko-ViT}},\n  booktitle={{CVPR}},\n  pages={{{d(4)}--{d(4)}}},\n  doi={{10.1109/CVPR.{pick(2023, 2024)}.{d(5)}}}\n}}",
        f"@article{{kim{d(4)}diffusion, journal={{arXiv preprint arXiv:{arxiv()}}}}}",
    )
    rows.add(
        "submission_id",
        f"CMT paper ID {d(4)}, track Main, PC meta-reviewer #{d(2)}",
        f"논문 제출 완료 — Paper ID: {d(5)}, supplementary zip {d(2)}MB",
        f"NeurIPS {pick(2024, 2025)} Submission #{d(5)} — reviews visible, rebuttal due in 7 days",
    )
    rows.add(
        "meeting_id",
        f"Zoom 랩미팅 회의 ID {d(3)} {d(4)} {d(4)} (암호는 메일 참고)",
        f"Webex meeting number {d(4)} {d(3)} {d(4)} for the Kyoto joint seminar",
        f"Google Meet 코드 {rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)} 로 면담",
    )
    rows.add(
        "pip_hash",
        f"torch==2.3.1 \\\n    --hash=sha256:{hexs(64)}",
        f"requirements.lock\nnumpy==1.26.4 --hash=sha256:{hexs(64)}\ntimm==0.9.16 --hash=sha256:{hexs(64)}",
    )
    rows.add(
        "checkpoint_name",
        f"ckpt/epoch={d(3)}-step={digits(6, lead=True)}-val_loss=0.{d(4)}.ckpt",
        f"best: checkpoint-{digits(5, lead=True)}/model-00001-of-00004.safetensors",
        f"체크포인트 {hexs(8)}_ema_{digits(6, lead=True)}.pt 이게 논문 숫자",
    )
    rows.add(
        "mlflow_run",
        f"MLflow run {hexs(32)} (experiment {d(2)})",
        f"mlflow runs: {hexs(32)}, {hexs(32)} — artifact uri s3://mlv-mlflow/{d(2)}/{hexs(32)}/artifacts",
    )
    rows.add(
        "postal_code",
        f"택배 주소: 서울 관악구 ○○로 {d(2)}길 {d(2)}, {d(4)}호 (우편번호 0{d(4)})",
        f"京都市左京区北白川 〒606-{d(4)}",
        f"shipping address for the conference poster tube: Hanbit Univ. Bldg 302, Rm {d(3)}, Seoul 0{d(4)}, KR",
    )
    rows.add(
        "order_number",
        f"쿠팡 주문번호 {digits(14, lead=True)} 반품 접수",
        f"Amazon.co.jp 注文番号 {d(3)}-{d(7)}-{d(7)}",
        f"GPU 견적서 번호 Q-{pick(2024, 2025)}{d(4)}-{d(3)}, 발주번호 PO{d(8)}",
    )
    rows.add(
        "japan_ids",
        f"京大の学籍番号 {digits(10, lead=True)}（交換留学生）",
        f"留学生寮 A棟 {d(3)}号室、郵便受け {d(3)}、退寮日 {pick(2022, 2023)}/0{secrets.randbelow(9) + 1}/{secrets.randbelow(18) + 10}",
    )
    rows.add(
        "password_policy",
        "포털 비밀번호 규칙: 9~16자, 영문 대소문자+숫자+특수문자 3종 이상, 90일마다 변경, 최근 3개 재사용 불가",
        "OpenReview: passwords need 8+ characters; the reset link expires after 24 hours",
    )
    rows.add(
        "wifi_ssid",
        "lab APs: MLV_5G, MLV_2G, MLV_guest — guest one has a captive portal, login with 학번",
        f"집 공유기 iptime A{d(4)}-MU, 채널 {pick(36, 40, 149, 157)} / 80MHz로 바꾸니 빨라짐",
        "Kyoto の寮の Wi-Fi は KU-Dorm-Guest と eduroam の2つ。研究室は KUINS-Air",
    )
    rows.add(
        "wireguard_pubkey",
        f"서버 측 [Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.7/32",
        f"send this public key to the lab admin: {wg_key()}",
    )
    rows.add(
        "serial_number",
        f"MacBook serial C02{rnd(UPPER + DIGITS, 9)}, AppleCare until 2026-03",
        f"RTX 4090 시리얼 {digits(13, lead=True)} — AS 접수용",
        f"IMEI {luhn('35', 15)} (분실신고할 때 필요)",
    )
    rows.add(
        "tutoring_fees",
        f"3월 과외 정산: 도윤 8회 × 50,000 = 400,000 / 하은 {secrets.randbelow(4) + 6}회 × 60,000",
        f"tutoring invoice #{pick(2024, 2025)}-{d(3)}: 12 sessions, ₩{(secrets.randbelow(9) + 5) * 60},000, receipt no. {d(9)}",
        f"[카톡] 어머님 {secrets.randbelow(3) + 3}월 수업료 {secrets.randbelow(3) + 4}0만원 입금 확인했습니다 감사합니다! 다음 수업은 목 {secrets.randbelow(3) + 6}시",
    )
    rows.add(
        "cert_info",
        f"공동인증서 만료 {pick(2025, 2026)}.0{secrets.randbelow(9) + 1}.{secrets.randbelow(18) + 10}, 발급기관 yessign, 일련번호 {hexs(8)}",
        f"joint certificate serial {hexs(16).upper()}, issued by yessign — renew at the bank app before it lapses",
    )
    rows.add(
        "doorlock_info",
        f"도어락 배터리 교체함 (AA 4개). 모델 SHS-P{d(3)}, 관리실 02-{digits(3, lead=True)}-{d(4)}",
        "the officetel door lock beeps 3 times = low battery; the 9V emergency contacts are at the bottom",
    )
    rows.add(
        "messenger_id",
        f"카톡 아이디 sypark_{d(2)} 로 추가해주세요 (과외 문의)",
        f"LINE ID: seoyun.{d(4)}、QRコードは研究室のドアに",
    )
    rows.add(
        "overleaf_project",
        f"논문 Overleaf 프로젝트 https://www.overleaf.com/project/{hexs(24)} (교수님 초대함)",
        f"thesis template: https://www.overleaf.com/project/{hexs(24)} — compile with LuaLaTeX for Hangul",
        f"rebuttal 문서 https://www.overleaf.com/project/{hexs(24)}, 수정 이력 v{secrets.randbelow(40) + 1}",
    )
    rows.add(
        "token_format_note",
        "HF tokens start with hf_ and W&B keys are 40 hex chars; never commit either — use the lab's vault",
        "カギの形式メモ: OpenAIはsk-、Anthropicはsk-ant-で始まる。本物はどこにも書かない",
    )
    rows.add(
        "data_uri",
        f"sample thumbnail from the caption viewer: data:image/png;base64,{png(60)}",
        f"팀 로고 favicon <link rel=\"icon\" href=\"data:image/png;base64,{png(40)}\">",
    )
    rows.add(
        "experiment_table",
        f"| run | seed | top1 | FID |\n|---|---|---|---|\n| {run_id()} | {d(4)} | 8{d(1)}.{d(1)} | {d(1)}.{d(2)} |\n| {run_id()} | {d(4)} | 8{d(1)}.{d(1)} | {d(1)}.{d(2)} |",
        f"결과 정리\nbaseline {secrets.randbelow(10) + 70}.{d(2)} ± 0.{d(2)}\nours     {secrets.randbelow(10) + 80}.{d(2)} ± 0.{d(2)}\np = 0.00{d(2)}",
        f"ablation (top-1)\n- no EMA: {secrets.randbelow(5) + 78}.{d(1)}\n- no mixup: {secrets.randbelow(5) + 80}.{d(1)}\n- full: {secrets.randbelow(3) + 83}.{d(1)}  (seed {d(4)})",
    )
    rows.add(
        "uuid_ids",
        f"dataset card id {uid()}, annotation batch {uid()}",
        f"라벨링 작업 UUID {uid()} 중복 제거 필요",
        f"Colab 노트북 https://colab.research.google.com/drive/1{rnd(URLSAFE, 32)} (랩 드라이브 안, 공유 권한 랩 멤버만)",
    )
    rows.add(
        "timetable",
        f"월 9:00 AI{d(4)} 청강 / 화·목 19:00–21:00 과외 (대치동) / 수 10:30 랩미팅 / 금 14:00 교수님 면담 (302-{d(3)})",
        "Thu: 13:00 reading group (paper 2 of 3), 16:00 GPU quota review, 20:00 tutoring (수학 II, ch. 4–5)",
    )
    rows.add(
        "port_forward",
        f"ssh -N -L 8890:localhost:8890 -L 6006:localhost:6006 sypark@gpu{secrets.randbelow(4) + 1}.mlv.internal -p 22022",
        f"tensorboard --logdir runs/{run_id()} --port 60{d(2)} --bind_all",
    )
    rows.add(
        "gpu_processes",
        f"|    0   N/A  N/A   {digits(7, lead=True)}      C   python                      {secrets.randbelow(70000) + 8000}MiB |\n|    1   N/A  N/A   {digits(7, lead=True)}      C   python                      {secrets.randbelow(70000) + 8000}MiB |",
        f"gpu3 누가 쓰는지: PID {digits(6, lead=True)} (user jhkim), 78GiB / 80GiB, 3일째 돌아가는 중",
    )
    return rows


def main() -> None:
    write_corpora("make_heldout37.py", [
        ("heldout37_credentials.yaml", credentials(), "batch 37 (Seoul ML PhD student and tutor, Korean/English/Japanese), written blind; every value synthetic"),
        ("heldout37_lookalikes.yaml", lookalikes(), "batch 37 look-alikes: research IDs, checksums, run IDs, tickets, accounts, placeholders, written blind"),
    ])


if __name__ == "__main__":
    main()
