# ruff: noqa: E501
"""Writes heldout64_credentials.yaml and heldout64_lookalikes.yaml: held-out batch 64.

Persona: a product manager at a small Seoul fintech startup who also writes the frontend.
Her notes are mostly Korean (Hangul, casual shorthand such as 비번, 패스워드, 인증번호, 계정)
mixed with English tech terms: Naver and Kakao accounts, the KakaoTalk channel admin, Toss
Payments and KG Inicis test and live keys, the company's AWS and Vercel, Figma, Jira, a Slack
bot, the office door lock, the shared Wi-Fi, her banking app's 간편비밀번호, OTP seeds and
the apartment's 공동현관 code. The look-alikes are the numbers and codes she handles all day:
사업자등록번호, 주문번호, CJ대한통운 송장번호, public Kakao channel ids, public merchant ids,
client keys that are publishable by design, build hashes, Figma and Jira references, phone
numbers, 동/호수, dates and amounts in 원.

The batch was written blind: without reading the detector, its rules or its tests. Every
value is synthetic and drawn at run time (the `secrets` module), in the shape of the real
format; hosts sit under .example, .internal, .test or acme.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

NAMES = ["sujin", "minji", "jiwoo", "seoyeon", "haneul", "doyoon", "yuna", "hyunwoo", "jihoon", "eunbi"]
SURNAMES = ["kim", "lee", "park", "choi", "jung", "kang", "yoon", "han"]
# Hangul words typed on the English layout (사랑해, 일잘러, 김민지, 하이루, 바보, 안녕, 최고...)
KEYBOARD_WORDS = ["tkfkdgo", "dlfwkffj", "rlaalswl", "gkdlfn", "qkqh", "dkssud", "chlrh", "ekfrl", "gkstkd", "wkdtkd"]
ROMAN_WORDS = ["dalgona", "hangang", "bukhansan", "sonamu", "gimbap", "tteok", "jeju", "namsan", "hanok", "bibim", "maru", "bomnal"]


def ko_pw() -> str:
    """A password a Korean user picked: a romanised name, a word typed on the English
    layout or the company name, then a date or digits and maybe a symbol."""
    word = pick(*NAMES, *KEYBOARD_WORDS, "Acme", "acmepay", "Seoul")
    word = word.capitalize() if secrets.randbelow(3) == 0 else word
    tail = pick(
        digits(4),
        f"{secrets.randbelow(15) + 85:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}",
        f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}",
        "20" + f"{secrets.randbelow(6) + 19:02d}" + digits(2),
    )
    return word + tail + pick("!", "@", "!!", "#", "^^", "!@", "*", "", "~")


def gen_pw(n: int = 16) -> str:
    """A password a manager or a console generated."""
    return rnd(ALNUM + "!@#$%^&*", n)


def email(domain: str = "acme.example") -> str:
    return f"{pick(*NAMES)}.{pick(*SURNAMES)}@{domain}"


def toss_key(prefix: str) -> str:
    """A Toss Payments key: test_ck_/live_sk_/test_gck_... and 28 characters."""
    return prefix + rnd(ALNUM, 28)


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def jira_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}"


def otp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def ncp_key() -> tuple[str, str]:
    return rnd(UPPER + DIGITS, 20), rnd(ALNUM, 40)


def biz_no() -> str:
    """A 사업자등록번호 with a valid check digit."""
    d = [secrets.randbelow(9) + 1, secrets.randbelow(10), secrets.randbelow(10)]
    d += [int(c) for c in pick("81", "86", "87", "88", "01", "05", "13", "25")]
    d += [secrets.randbelow(10) for _ in range(4)]
    weights = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    total = sum(a * w for a, w in zip(d, weights, strict=True)) + d[8] * 5 // 10
    d.append((10 - total % 10) % 10)
    s = "".join(map(str, d))
    return f"{s[:3]}-{s[3:5]}-{s[5:]}"


def cj_invoice() -> str:
    """A CJ대한통운 송장번호: eleven digits, then their remainder mod 7."""
    body = pick("5", "6") + digits(10)
    return body + str(int(body) % 7)


def phone() -> str:
    return f"010-{digits(4, True)}-{digits(4)}"


def won(lo: int = 1000, hi: int = 3_000_000) -> str:
    return f"{(secrets.randbelow(hi - lo) + lo) // 10 * 10:,}"


def day() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def order_id() -> str:
    return f"ORD-{day().replace('-', '')}-{rnd(UPPER + DIGITS, 6)}"


def card_grouped(prefix: str) -> str:
    return groups(luhn(prefix), 4, pick("-", " "))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "naver_account",
        f"네이버 계정 (회사 공용)\n아이디: acme_{rnd(LOWER + DIGITS, 6)}\n비번: {ko_pw()}",
        f"내 네이버 비번 바꿈 -> {ko_pw()}  (아이디 {pick(*NAMES)}{digits(2)})",
        f"스마트스토어 판매자센터 = 네이버 로그인\nid acmepay_store / pw {ko_pw()}\n2단계 인증은 내 폰으로 옴",
    )
    r.add(
        "kakao_account",
        f"카카오계정 {pick(*NAMES)}{digits(3)}@kakao.com 패스워드 {ko_pw()}",
        f"카톡 PC버전 로그인용 계정: {email()} / {ko_pw()}",
        f"회사폰 카톡 계정\n전화번호 로그인 말고 이메일: cs@acme.example\n비밀번호 {ko_pw()}",
    )
    r.add(
        "kakao_channel_admin",
        f"카카오톡 채널 관리자센터 로그인 (마케팅 공용 카카오계정)\nID: marketing@acme.example\nPW: {ko_pw()}",
        f"채널 '에이크미페이' 매니저 계정 추가함 — cs01@acme.example / {gen_pw(12)} (알림톡 발송 권한만)",
        f"카카오 비즈니스 계정 비번 분기마다 바꾸래서 바꿈 ㅠ 새 비번 {ko_pw()}",
    )
    r.add(
        "kakao_admin_key",
        f"Kakao Developers 앱 '에이크미페이-dev'\nREST API 키: {hexs(32)}\nAdmin 키: {hexs(32)}  <- 서버에서만 쓸 것",
        f"KAKAO_ADMIN_KEY={hexs(32)}",
        f"curl -H 'Authorization: KakaoAK {hexs(32)}' https://kapi.kakao.com/v1/user/ids  # 어드민 키로 회원 목록",
    )
    r.add(
        "kakao_login_secret",
        f"카카오 로그인 Client Secret: {rnd(ALNUM, 32)}\n(REST 키 {hexs(32)}, 활성화 상태 ON)",
        f"KAKAO_REST_API_KEY={hexs(32)}\nKAKAO_CLIENT_SECRET={rnd(ALNUM, 32)}",
        f"next-auth kakao provider\nclientId: '{hexs(32)}'\nclientSecret: '{rnd(ALNUM, 32)}'",
    )
    r.add(
        "kakaopay_secret",
        f"카카오페이 단건결제 시크릿 키(dev): DEV{hexs(37).upper()}\ncid는 테스트용 TC0ONETIME 그대로",
        f"Authorization: SECRET_KEY PRD{hexs(37).upper()}  <- 운영 카카오페이, 절대 프론트에 넣지 말기",
        f"KAKAOPAY_SECRET_KEY=DEV{hexs(37).upper()}",
    )
    r.add(
        "naver_api",
        f"네이버 개발자센터 검색 API\nX-Naver-Client-Id: {rnd(ALNUM, 20)}\nX-Naver-Client-Secret: {rnd(ALNUM, 10)}",
        f"NAVER_CLIENT_ID={rnd(ALNUM + '_', 20)}\nNAVER_CLIENT_SECRET={rnd(ALNUM, 10)}  # 네아로 운영",
        f"네아로 시크릿 재발급함 {rnd(ALNUM, 10)} 예전 건 폐기됨, 배포 전에 env 교체!",
    )
    ak1, sk1 = ncp_key()
    ak2, sk2 = ncp_key()
    ak3, sk3 = ncp_key()
    r.add(
        "naver_cloud",
        f"NCP 서브계정 API 인증키\nAccess Key ID: {ak1}\nSecret Key: {sk1}",
        f"~/.ncloud/configure\nncloud_access_key_id = {ak2}\nncloud_secret_access_key = {sk2}\nncloud_api_url = https://ncloud.apigw.ntruss.com",
        f"SENS 문자 발송 키 — access {ak3} secret {sk3}\nserviceId ncp:sms:kr:{digits(9, True)}:acme",
    )
    r.add(
        "toss_test_secret",
        f"토스페이먼츠 테스트 시크릿 키 {toss_key('test_sk_')}\n(개발서버 env에만 넣기)",
        f"TOSS_SECRET_KEY={toss_key('test_sk_')}",
        f"결제위젯 연동 키 받음\n시크릿 키: {toss_key('test_gsk_')}\n상점아이디는 tacmep{digits(4)}",
    )
    r.add(
        "toss_live_secret",
        f"!!운영!! 토스 라이브 시크릿 {toss_key('live_sk_')}",
        f"TOSS_SECRET_KEY={toss_key('live_gsk_')}  vercel env production 에 넣을 것 (preview X)",
        f"정산 조회 API 붙이려고 받은 live 시크릿 키: {toss_key('live_sk_')} / 개발팀 단톡에만 공유함",
    )
    r.add(
        "toss_basic_auth",
        "결제승인 테스트\ncurl https://api.tosspayments.com/v1/payments/confirm \\\n  -H 'Authorization: Basic " + b64((toss_key("live_sk_") + ":").encode()) + "' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"paymentKey\":\"...\",\"orderId\":\"...\",\"amount\":15000}'",
        "Postman 환경변수 tossAuth = Basic " + b64((toss_key("test_sk_") + ":").encode()),
        "const auth = 'Basic " + b64((toss_key("test_gsk_") + ":").encode()) + "'; // TODO 서버로 옮기기",
    )
    r.add(
        "toss_merchant_admin",
        f"토스페이먼츠 상점관리자 (app.tosspayments.com)\nID acme{digits(3)} / PW {ko_pw()}",
        f"토스 상점관리자 비번 90일 지나서 바꿈 → {gen_pw(14)}",
        f"정산담당자 계정 새로 만듦: finance@acme.example 임시비번 {gen_pw(12)} (첫 로그인 때 변경)",
    )
    r.add(
        "inicis_signkey",
        f"KG이니시스 운영 MID acmepay{digits(3)}\nsignKey: {b64(secrets.token_bytes(24))}",
        f"INICIS_SIGN_KEY={b64(secrets.token_bytes(24))}",
        f"이니시스 가맹점관리자에서 웹표준 signkey 재생성함 → {b64(secrets.token_bytes(24))}\n기존 키는 내일 0시에 만료",
    )
    r.add(
        "inicis_iniapi",
        f"이니시스 INIAPI key {rnd(ALNUM, 16)} / IV {rnd(ALNUM, 16)}  (취소·환불 API용)",
        f"INIAPI_KEY={rnd(ALNUM, 16)}\nINIAPI_IV={rnd(ALNUM, 16)}\nINICIS_MID=acmepay{digits(3)}",
        f"이니시스 가맹점관리자 iniweb 로그인 ID acme{digits(4)} PW {ko_pw()}",
    )
    r.add(
        "aws_access_key",
        f"[acme-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-2",
        f"CI용 IAM 유저 키 발급 (s3 업로드만)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} npm run upload:assets",
    )
    r.add(
        "aws_console",
        f"AWS 콘솔 https://{aws_account()}.signin.aws.amazon.com/console\nIAM 사용자: sujin.pm\n임시 비번: {gen_pw(16)}",
        f"루트 계정 비번 (대표님이 알려줌, 나만 알고 있기) {gen_pw(20)}",
        f"AWS 계정 {aws_account()} 콘솔 로그인 pm-readonly / {ko_pw()}",
    )
    r.add(
        "vercel_token",
        f"VERCEL_TOKEN={rnd(ALNUM, 24)}  # GitHub Actions에서 vercel deploy 용",
        f"vercel 개인 토큰 새로 만듦: {rnd(ALNUM, 24)} (scope acme-fintech, 만료 90일)",
        f"npx vercel --prod --token {rnd(ALNUM, 24)} --scope acme-fintech",
    )
    r.add(
        "vercel_env",
        f"vercel env pull 한 거 일부\nDATABASE_URL=postgresql://acme_app:{rnd(ALNUM, 24)}@db.acme.internal:5432/acme\nNEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
        f"Preview 환경 DB 비번 {rnd(ALNUM, 20)} (vercel env 이름은 POSTGRES_PASSWORD)",
        f".env.production.local\nNEXT_PUBLIC_API_URL=https://api.acme.example\nAPI_INTERNAL_TOKEN={rnd(URLSAFE, 40)}",
    )
    r.add(
        "figma_pat",
        f"Figma personal access token figd_{rnd(URLSAFE, 40)} — 디자인 토큰 export 스크립트용",
        f"FIGMA_TOKEN=figd_{rnd(URLSAFE, 40)}",
        f"curl -H 'X-Figma-Token: figd_{rnd(URLSAFE, 40)}' https://api.figma.com/v1/files/{rnd(ALNUM, 22)}",
    )
    r.add(
        "figma_account",
        f"피그마 팀 플랜 공용계정 design@acme.example / {ko_pw()}",
        f"Figma 로그인 비번 까먹어서 재설정함: {ko_pw()}",
        f"외주 디자이너용 피그마 게스트 계정 guest.design@acme.example 비번 {gen_pw(12)} (프로젝트 끝나면 삭제)",
    )
    r.add(
        "jira_token",
        f"Jira API 토큰 (스프린트 리포트 자동화) {jira_token()}",
        f"JIRA_EMAIL=sujin@acme.example\nJIRA_API_TOKEN={jira_token()}",
        f"curl -u sujin@acme.example:{jira_token()} https://acme-fin.atlassian.net/rest/api/3/issue/PAY-{secrets.randbelow(900) + 100}",
    )
    r.add(
        "atlassian_login",
        f"아틀라시안 계정 비번 {ko_pw()} (Jira, Confluence 같이 씀)",
        f"지라 사이트 관리자 계정 admin@acme.example 패스워드 {gen_pw(14)}",
        f"컨플루언스 로그인 안 돼서 비번 재설정 → {ko_pw()}",
    )
    r.add(
        "slack_bot",
        f"SLACK_BOT_TOKEN={slack_bot()}",
        f"배포알림 봇\n토큰 {slack_bot()}\nsigning secret {hexs(32)}",
        f"슬랙 봇 토큰 재발급됨 (앱 reinstall 해서 바뀜) {slack_bot()}",
    )
    r.add(
        "slack_webhook",
        f"#결제-알림 채널 incoming webhook {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}  # 결제 실패 알림",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"배포 완료\"}}' {slack_hook()}",
    )
    r.add(
        "door_lock",
        f"사무실 도어락 비번 {digits(6)}* (마스터 카드는 대표님 책상 서랍)",
        f"새 사무실 역삼 {secrets.randbelow(12) + 3}층 현관 도어락: {digits(4)}# 누르면 열림",
        f"도어락 번호 바뀜 ㅋㅋ {digits(6)} 금요일부터 적용",
    )
    r.add(
        "wifi_office",
        f"사무실 와이파이\nSSID: ACME_5G\n비번: acme{digits(4)}!!",
        f"게스트 와이파이 ACME-Guest / {rnd(LOWER + DIGITS, 10)}",
        f"공유오피스 와이파이 패스워드 {pick('fastfive', 'sparkplus', 'wework')}{digits(4)} (3층 라운지 기준)",
    )
    r.add(
        "wifi_home",
        f"집 와이파이 iptime_{digits(4)} 비번 {ko_pw()}",
        f"본가 와이파이 비번 엄마가 또 물어봄 ㅋ {pick(*KEYBOARD_WORDS)}{digits(4)}",
        f"집 와이파이 SK_WiFiGIGA{hexs(4).upper()} 비번 바꿈: {ko_pw()}",
    )
    r.add(
        "bank_simple_pw",
        f"토스뱅크 간편비밀번호 {digits(6)}",
        f"국민은행 앱 간편비번 바꿈 {digits(6)} (생일 아님)",
        f"카뱅 간편비밀번호 6자리: {digits(6)}\n지문 안 될 때",
    )
    r.add(
        "bank_account_pin",
        f"법인계좌 신한 140-{digits(3)}-{digits(6)} 계좌 비밀번호 {digits(4)}",
        f"적금 해지할 때 필요 — 우리은행 1002-{digits(3)}-{digits(6)} 계좌비번 {digits(4)}",
        f"월급통장 카카오뱅크 3333-{digits(2)}-{digits(7)}\n계좌 비번 {digits(4)} / 체크카드 비번도 같음",
    )
    r.add(
        "otp_seed",
        f"otpauth://totp/AcmeAdmin:sujin@acme.example?secret={otp_seed()}&issuer=AcmeAdmin",
        f"AWS MFA 시크릿 키 (폰 바꿀 때 다시 등록해야 함)\n{otp_seed(64)}",
        f"구글 OTP 시크릿 백업: {groups(otp_seed().lower(), 4)}",
    )
    r.add(
        "apt_entrance",
        f"공동현관 비번 {pick('#', '*')}{digits(4)}{pick('#', '*')} (택배기사님한테 알려주지 말기)",
        f"우리 아파트 공동현관: 호출 누르고 {digits(6)}#",
        f"친구집 공현 비번 {digits(4)}# / {secrets.randbelow(10) + 101}동 {secrets.randbelow(15) + 2}0{secrets.randbelow(4) + 1}호",
    )
    r.add(
        "github_pat",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"깃헙 fine-grained 토큰 (acme-web repo read/write) github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"git remote set-url origin https://sujin-acme:ghp_{rnd(ALNUM, 36)}@github.com/acme-fin/web.git",
    )
    r.add(
        "npm_token",
        f".npmrc\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"디자인시스템 패키지 publish 토큰 npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "db_url",
        f"DB 접속 (읽기전용)\npostgres://acme_ro:{rnd(ALNUM, 20)}@db-prod.acme.internal:5432/acme",
        f"DBeaver 연결정보\nhost db-stg.acme.internal\nuser pm_readonly\npw {ko_pw()}",
        f"MYSQL_PWD='{gen_pw(18)}' mysql -h legacy-db.acme.internal -u report acme_legacy",
    )
    now = 1_700_000_000 + secrets.randbelow(40_000_000)
    r.add(
        "supabase_service",
        "SUPABASE_SERVICE_ROLE_KEY=" + jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "service_role", "iat": now, "exp": now + 315_360_000}, signature=rnd(URLSAFE, 43)),
        "supabase service_role 키 (RLS 우회됨 조심!!)\n" + jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "service_role", "iat": now - 86400, "exp": now + 315_000_000}, signature=rnd(URLSAFE, 43)),
    )
    r.add(
        "corporate_card",
        f"법인카드 {card_grouped('5365')} 유효기간 {card_expiry()} CVC {digits(3)}",
        f"AWS 결제카드 바꿈\n{card_grouped('4')}\n{card_expiry()} / cvc {digits(3)} / 비번 앞2자리 {digits(2)}",
        f"Figma·Vercel 구독용 체크카드 {luhn('9410')} 만료 {card_expiry()} 뒷면 {digits(3)}",
    )
    r.add(
        "cert_password",
        f"공동인증서(법인) 비밀번호 {ko_pw()}",
        f"금융인증서 비번 {digits(6)} (클라우드 보관)",
        f"홈택스 로그인용 인증서 암호: {gen_pw(12)}",
    )
    r.add(
        "hometax_login",
        f"홈택스 아이디 acme{digits(4)} 비번 {ko_pw()} (세무사님이랑 공유)",
        f"4대보험 EDI 로그인 acmefin / {gen_pw(12)}",
    )
    r.add(
        "gmail_app_pw",
        f"Google Workspace 앱 비밀번호 (nodemailer용) {groups(rnd(LOWER, 16), 4)}",
        f"SMTP_USER=noreply@acme.example\nSMTP_PASS=\"{groups(rnd(LOWER, 16), 4)}\"",
        f"지메일 앱 비밀번호 새로 발급 (메일 클라이언트용): {rnd(LOWER, 16)}",
    )
    r.add(
        "solapi_sms",
        f"솔라피 API Key NCS{rnd(UPPER + DIGITS, 13)} / API Secret {rnd(UPPER + DIGITS, 32)}",
        f"인증번호 문자 발송용\nSOLAPI_API_KEY=NCS{rnd(UPPER + DIGITS, 13)}\nSOLAPI_API_SECRET={rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "channeltalk",
        f"채널톡 Open API\nx-access-key: {hexs(24)}\nx-access-secret: {hexs(32)}",
        f"CHANNEL_ACCESS_SECRET={hexs(32)} (키는 {hexs(24)})",
    )
    r.add(
        "openai_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"CS 답변 초안 기능 PoC용 키 {openai_project_key()} 월 한도 $50",
    )
    r.add(
        "ec2_key",
        "stg 서버 접속키 acme-stg.pem\n" + pem("RSA PRIVATE KEY", 6),
        "bastion 접속 키 (ssh -i ~/.ssh/acme-bastion)\n" + openssh_private(),
    )
    r.add(
        "laptop_login",
        f"맥북 로그인 비번 {ko_pw()} (자산번호 ACME-NB-{digits(3)})",
        f"QA용 윈도우 PC 계정 admin / {ko_pw()}",
    )
    r.add(
        "password_manager",
        f"1Password 마스터 패스워드 {phrase(ROMAN_WORDS, 3, '-')}-{digits(2)}",
        f"비트워든 마스터 비번: {phrase(ROMAN_WORDS, 4, pick('.', '-', ' '))}{pick('!', '7', '#')}",
    )
    r.add(
        "jwt_secret",
        f"JWT_SECRET={rnd(URLSAFE, 48)}",
        f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}  # 운영",
        f"백엔드 application.yml\njwt:\n  secret: {hexs(64)}\n  expiration: 3600",
    )
    r.add(
        "apple_p8",
        f"App Store Connect API 키 AuthKey_{rnd(UPPER + DIGITS, 10)}.p8\n" + pem("PRIVATE KEY", 3),
        f"APNs 인증키 (Key ID {rnd(UPPER + DIGITS, 10)}, Team ID {rnd(UPPER + DIGITS, 10)})\n" + pem("PRIVATE KEY", 3),
    )
    r.add(
        "router_admin",
        f"iptime 관리자 192.168.0.1 admin / {ko_pw()}",
        f"사무실 공유기 관리자 비번 {rnd(ALNUM, 10)}",
    )
    r.add(
        "vpn",
        f"회사 VPN (OpenVPN) 계정 sujin / {ko_pw()}",
        f"wireguard 설정\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.{secrets.randbelow(200) + 10}/32\nDNS = 10.20.0.1",
    )
    r.add(
        "staging_server",
        f"ssh ubuntu@stg.acme.internal 비번 {gen_pw(14)} (키 로그인 막히면)",
        f"젠킨스 admin 비번 {ko_pw()} → jenkins.acme.internal",
        f"어드민 백오피스 (admin.acme.test) 슈퍼관리자 super@acme.example / {gen_pw(16)}",
    )
    r.add(
        "amplitude_secret",
        f"Amplitude API Key {hexs(32)} / Secret Key {hexs(32)} (export API용)",
        f"AMPLITUDE_SECRET_KEY={hexs(32)}",
    )
    r.add(
        "sentry_token",
        f"SENTRY_AUTH_TOKEN=sntrys_{b64u(json.dumps({'iat': now, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': 'acme-fin'}).encode())}_{rnd(URLSAFE, 43)}",
        f"sentry-cli 소스맵 업로드용 개인 토큰 sntryu_{hexs(64)}",
    )
    r.add(
        "google_account",
        f"회사 구글 계정 {email()} 비번 {ko_pw()}",
        f"Google Ads 관리자 로그인 ads@acme.example / {gen_pw(14)}",
    )
    r.add(
        "sns_account",
        f"회사 인스타 @acme.pay 비번 {ko_pw()}",
        f"링크드인 회사 페이지 관리자 계정 hr@acme.example / {ko_pw()}",
        f"블로그(네이버) 운영계정 acmepay_blog 비번 {ko_pw()} 마케팅팀 공유",
    )
    r.add(
        "docker_hub",
        f"docker login -u acmefin -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "firebase_admin",
        '{"type": "service_account", "project_id": "acme-pay-push", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "firebase-adminsdk-' + rnd(LOWER + DIGITS, 5) + '@acme-pay-push.iam.gserviceaccount.com"}',
        "푸시 서버용 firebase 서비스계정 private_key 부분만\n-----BEGIN PRIVATE KEY-----\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(4)) + "\n-----END PRIVATE KEY-----",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "biz_reg_no",
        f"사업자등록번호 {biz_no()} (주식회사 에이크미핀테크)",
        f"세금계산서 받을 거래처: 디자인스튜디오 모노, 사업자번호 {biz_no()}, 담당 {phone()}",
        f"PG 심사 서류 — 사업자등록번호 {biz_no()}\n대표자 김OO, 업태 정보통신업, 종목 응용소프트웨어 개발",
    )
    r.add(
        "corp_reg_no",
        f"법인등록번호 110111-{digits(7)} (등기부등본 기준)",
        f"법인등록번호 {pick('110111', '131111', '134511')}-{digits(7)} / 사업자 {biz_no()}",
        f"투자계약서 당사자: 주식회사 에이크미핀테크 (법인등록번호 110111-{digits(7)}), 본점 서울 강남구",
    )
    r.add(
        "ecommerce_reg_no",
        f"통신판매업 신고번호 제2024-서울강남-{digits(5)}호 푸터에 넣기",
        f"푸터 문구: 사업자등록번호 {biz_no()} | 통신판매업신고 2023-서울역삼-{digits(4)} | 대표전화 1588-{digits(4)}",
        f"전자금융업 등록번호 {pick('02', '03')}-{digits(3)}-{digits(5)} 약관에 표기 필요 (금감원 회신 {day()})",
    )
    r.add(
        "order_id",
        f"주문번호 {order_id()} 환불 요청 들어옴 {won()}원",
        f"CS 문의: 주문번호 {order_id()}, {order_id()} 두 건 중복결제 확인 필요",
        f"orderId 규칙: ORD-yyyyMMdd-랜덤6자리 (예: {order_id()})",
    )
    r.add(
        "toss_success_url",
        f"결제 성공 리다이렉트 확인\nhttps://acme.example/pay/success?paymentType=NORMAL&orderId={rnd(URLSAFE, 21)}&paymentKey=tgen_{day().replace('-', '')}{rnd(ALNUM, 22)}&amount={won(1000, 300000).replace(',', '')}",
        f"successUrl로 넘어온 paymentKey 5{rnd(ALNUM, 29)} / orderId {uid()} 로 승인 요청 보내면 됨",
        f"토스 결제 실패 로그 code=PAY_PROCESS_CANCELED orderId={rnd(URLSAFE, 21)} message=사용자에 의해 결제가 취소되었습니다",
    )
    r.add(
        "cj_tracking",
        f"CJ대한통운 송장번호 {cj_invoice()} 배송조회 안 됨 (집화 전?)",
        f"굿즈 발송 완료 — CJ {cj_invoice()}, {cj_invoice()}, {cj_invoice()}",
        f"반품 회수 송장 {groups(cj_invoice(), 4, '-')} 고객한테 알림톡으로 보냄",
    )
    r.add(
        "courier_tracking",
        f"우체국 등기번호 {digits(13, True)} (계약서 원본 보냄)",
        f"한진택배 {digits(12, True)} / 롯데택배 {digits(12, True)} 둘 다 배송완료",
        f"퀵 배송 접수번호 Q{day().replace('-', '')}{digits(5)} — 기사님 {phone()}",
    )
    r.add(
        "kakao_channel_public",
        f"카카오톡 채널 주소 http://pf.kakao.com/_{rnd(ALNUM, 6)} 랜딩페이지에 버튼 달기",
        f"채널 검색용 아이디 @에이크미페이 / 프로필 ID _{rnd(ALNUM, 6)}",
        f"채팅 버튼 링크 https://pf.kakao.com/_{rnd(ALNUM, 6)}/chat (앱 하단 '상담하기')",
    )
    r.add(
        "inicis_mid",
        "이니시스 테스트 MID는 INIpayTest (문서에 나온 공용 테스트 상점)",
        f"운영 MID acmepay{digits(3)} 로 심사 통과! 정기결제 MID는 acmebill{digits(2)} 따로 나옴",
        f"이니시스 결제창 파라미터: mid=acmepay{digits(3)}, oid={order_id()}, price={won(1000, 100000).replace(',', '')}, goodname=프리미엄 구독",
    )
    r.add(
        "toss_client_key",
        f"토스 결제위젯 클라이언트 키 {toss_key('test_ck_')} (프론트에 그대로 넣어도 됨)",
        f"NEXT_PUBLIC_TOSS_CLIENT_KEY={toss_key('test_ck_')}",
        f"const clientKey = '{toss_key('test_gck_')}';\nconst tossPayments = TossPayments(clientKey);",
    )
    r.add(
        "toss_live_client_key",
        f"운영 클라이언트 키 {toss_key('live_ck_')} 는 번들에 들어가는 값이라 공개돼도 됨",
        f"NEXT_PUBLIC_TOSS_CLIENT_KEY={toss_key('live_gck_')}  # production",
        f"loadTossPayments('{toss_key('live_ck_')}') — 브라우저에서 호출되는 거라 소스에 보여도 OK",
    )
    r.add(
        "kakao_js_key",
        f"<script>Kakao.init('{hexs(32)}'); // JavaScript 키, 도메인 제한 걸어둠</script>",
        f"NEXT_PUBLIC_KAKAO_JS_KEY={hexs(32)}",
        f"카카오맵 SDK: //dapi.kakao.com/v2/maps/sdk.js?appkey={hexs(32)}&libraries=services",
    )
    r.add(
        "naver_client_id",
        f"네아로 버튼 URL https://nid.naver.com/oauth2.0/authorize?response_type=code&client_id={rnd(ALNUM, 20)}&redirect_uri=https%3A%2F%2Facme.example%2Fauth%2Fnaver&state={rnd(ALNUM, 16)}",
        f"NEXT_PUBLIC_NAVER_MAP_CLIENT_ID={rnd(LOWER + DIGITS, 10)}",
        f"<script src=\"https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId={rnd(LOWER + DIGITS, 10)}\"></script>",
    )
    r.add(
        "build_hash",
        f"오늘 배포 빌드 {hexs(7)} (main), 롤백 대상은 {hexs(7)}",
        f"_next/static/chunks/pages/checkout-{hexs(16)}.js 가 404 — 캐시 문제인 듯",
        f"buildId: {rnd(URLSAFE, 21)}\nnext build 완료 (First Load JS {secrets.randbelow(80) + 80} kB)",
    )
    r.add(
        "vercel_deployment",
        f"프리뷰 링크 https://acme-web-git-feat-checkout-{rnd(LOWER + DIGITS, 6)}-acme-fintech.vercel.app 디자이너한테 공유",
        f"Vercel deployment dpl_{rnd(ALNUM, 28)} 에서 빌드 실패 (type error)",
        f"acme-web-{rnd(LOWER + DIGITS, 9)}-acme-fintech.vercel.app 이 production으로 promote 됨",
    )
    r.add(
        "figma_url",
        f"결제 플로우 시안 https://www.figma.com/design/{rnd(ALNUM, 22)}/Checkout-v3?node-id={secrets.randbelow(900) + 100}-{secrets.randbelow(9000) + 1000}",
        f"디자인시스템 파일 figma.com/file/{rnd(ALNUM, 22)}/ACME-DS 에서 컬러 토큰 업데이트됨",
        f"프로토타입 https://www.figma.com/proto/{rnd(ALNUM, 22)}/Onboarding?page-id=0%3A1&starting-point-node-id={secrets.randbelow(90) + 10}%3A{secrets.randbelow(9000)}",
    )
    r.add(
        "figma_node",
        f"피그마 노드 {secrets.randbelow(9000) + 100}:{secrets.randbelow(90000)} (결제완료 화면) 아직 리뷰 전",
        f"컴포넌트 key {hexs(40)} 로 인스턴스 교체하면 됨 (Button/Primary/L)",
        f"node-id={secrets.randbelow(900) + 100}-{secrets.randbelow(90000)} 이랑 {secrets.randbelow(900) + 100}-{secrets.randbelow(90000)} 비교해서 간격 8px 맞추기",
    )
    r.add(
        "jira_key",
        f"PAY-{secrets.randbelow(900) + 100} 결제수단 변경 이슈, WEB-{secrets.randbelow(900) + 100} 이랑 연결",
        f"이번 스프린트: PAY-{secrets.randbelow(900) + 100}, PAY-{secrets.randbelow(900) + 100}, GROW-{secrets.randbelow(90) + 10} / 스토리포인트 합계 {secrets.randbelow(20) + 20}",
        f"https://acme-fin.atlassian.net/browse/CS-{secrets.randbelow(9000) + 1000} 고객 문의 티켓",
    )
    r.add(
        "phone_number",
        f"세무사님 {phone()}, 사무실 02-{digits(3, True)}-{digits(4)}",
        f"인테리어 업체 김실장 {phone()} (도어락 교체 문의)",
        f"고객센터 대표번호 1588-{digits(4)} / 야간 {phone()}",
    )
    r.add(
        "apt_unit",
        f"이사 갈 집 {secrets.randbelow(10) + 101}동 {secrets.randbelow(20) + 1}0{secrets.randbelow(4) + 1}호, 입주 {day()}",
        f"관리비 고지서 {secrets.randbelow(10) + 101}-{secrets.randbelow(20) + 1}0{secrets.randbelow(4) + 1} {won(150000, 400000)}원",
        f"택배 주소 수정: {secrets.randbelow(5) + 101}동 {secrets.randbelow(20) + 1}0{secrets.randbelow(4) + 1}호 (공동현관 호출하면 열어드림)",
    )
    r.add(
        "amount_krw",
        f"6월 거래액 {won(10_000_000, 900_000_000)}원, 수수료 {won(100_000, 9_000_000)}원",
        f"프리미엄 구독 월 {won(4900, 19900)}원 → 연간 {won(49000, 199000)}원 (할인율 17%)",
        f"환불 {won()}원 처리완료, 부분취소 잔액 {won()}원",
    )
    r.add(
        "settlement_date",
        f"토스 정산일 {day()} / 정산금액 {won(1_000_000, 90_000_000)}원 / 정산주기 D+{pick(1, 2, 3, 7)}",
        f"이니시스 정산 지연: {day()}분 {won(100_000, 9_000_000)}원이 {day()}에 들어옴",
        f"부가세 신고기한 {day()}, 예정 납부세액 {won(1_000_000, 30_000_000)}원",
    )
    r.add(
        "git_sha",
        f"hotfix 커밋 {hexs(40)} main에 cherry-pick → {hexs(7)}",
        f"git bisect 결과 {hexs(40)} 부터 결제버튼 안 눌림",
        f"PR 머지 커밋 {hexs(12)} 되돌림 (revert {hexs(12)})",
    )
    r.add(
        "sentry_dsn",
        f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}",
        f"Sentry 이슈 https://acme-fin.sentry.io/issues/{digits(10, True)}/?project={digits(7, True)} — TypeError in CheckoutForm",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(7, True)}', tracesSampleRate: 0.1 }})",
    )
    r.add(
        "analytics_ids",
        f"GA4 측정 ID G-{rnd(UPPER + DIGITS, 10)}, GTM-{rnd(UPPER + DIGITS, 7)}",
        f"메타 픽셀 ID {digits(15, True)} / 카카오 픽셀 {digits(19, True)}",
        f"amplitude.init('{hexs(32)}') — 브라우저용 API Key (공개 키)",
    )
    r.add(
        "aws_resource",
        f"버킷 arn:aws:s3:::acme-web-assets-prod, 계정 {aws_account()} (ap-northeast-2)",
        f"CloudWatch 알람 arn:aws:cloudwatch:ap-northeast-2:{aws_account()}:alarm:api-5xx-{rnd(LOWER + DIGITS, 8)}",
        f"Lambda arn:aws:lambda:ap-northeast-2:{aws_account()}:function:toss-webhook-handler:{secrets.randbelow(40) + 1} 버전 올림",
    )
    r.add(
        "cloudfront",
        f"CloudFront 배포 ID E{rnd(UPPER + DIGITS, 13)} 캐시 무효화 /_next/*",
        f"이미지 CDN d{rnd(LOWER + DIGITS, 13)}.cloudfront.net → cdn.acme.example CNAME 연결",
        f"무효화 요청 ID I{rnd(UPPER + DIGITS, 25)} 완료 (경로 {secrets.randbelow(5) + 1}개)",
    )
    r.add(
        "request_id",
        f"결제 오류 문의 — x-request-id {uid()} / traceId {hexs(32)}",
        f"API 게이트웨이 로그 requestId={uid()} status=502 latency={secrets.randbelow(9000) + 1000}ms",
        f"토스 응답 헤더 x-tosspayments-trace-id: {hexs(32)} 고객센터에 전달",
    )
    r.add(
        "card_masked",
        f"고객 결제카드 {luhn('5365')[:6]}******{digits(4)} (신한 체크)",
        f"카드번호 {luhn('4')[:4]}-{digits(2)}**-****-{digits(4)} 로 결제된 건 취소 요청",
        f"법인카드 끝자리 {digits(4)} 로 Figma 결제됨 {won(20000, 200000)}원",
    )
    r.add(
        "approval_no",
        f"카드 승인번호 {digits(8)} / 승인일시 {day()} {secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}",
        f"현금영수증 승인번호 {digits(9, True)} (소득공제용)",
        f"부분취소 승인번호 {digits(8)}, 원거래 승인번호 {digits(8)} / 취소금액 {won()}원",
    )
    r.add(
        "deposit_account",
        f"입금 계좌: 신한은행 140-{digits(3)}-{digits(6)} (주)에이크미핀테크",
        f"가상계좌 발급됨 — 국민 {digits(14, True)} 입금기한 {day()} 23:59 / {won()}원",
        f"회식비 정산 카카오뱅크 3333-{digits(2)}-{digits(7)} 으로 {won(10000, 60000)}원씩 보내주세요~",
    )
    r.add(
        "pw_reference",
        "토스 시크릿 키는 1Password '결제' 볼트에만 있음. 노션에 붙여넣지 말기",
        "도어락 비번은 단톡방 공지 참고 (매달 1일 변경)",
        "와이파이 비번 바뀜 — 라운지 냉장고 옆에 붙여둠",
    )
    r.add(
        "env_placeholder",
        "# .env.example\nTOSS_CLIENT_KEY=test_ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTOSS_SECRET_KEY=\nKAKAO_ADMIN_KEY=\nSLACK_BOT_TOKEN=xoxb-your-token",
        "INICIS_SIGN_KEY=<이니시스 상점관리자에서 발급>\nNAVER_CLIENT_SECRET=<네이버 개발자센터>",
    )
    r.add(
        "slack_ids",
        f"#결제-알림 채널 ID C{rnd(UPPER + DIGITS, 10)}, 봇 유저 U{rnd(UPPER + DIGITS, 10)}",
        f"workspace T{rnd(UPPER + DIGITS, 10)} / 앱 ID A{rnd(UPPER + DIGITS, 10)} (배포알림봇)",
        f"봇 멘션은 <@U{rnd(UPPER + DIGITS, 10)}>, 그룹 멘션은 <!subteam^S{rnd(UPPER + DIGITS, 10)}>",
    )
    r.add(
        "slack_link",
        f"결정사항 스레드 https://acme-fin.slack.com/archives/C{rnd(UPPER + DIGITS, 10)}/p{1_700_000_000 + secrets.randbelow(40_000_000)}{digits(6)}",
        f"슬랙 메시지 ts {1_700_000_000 + secrets.randbelow(40_000_000)}.{digits(6)} 에 답장 달기",
    )
    r.add(
        "lockfile_integrity",
        f"package-lock.json 충돌\n\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"pnpm-lock: /@tosspayments/payment-widget-sdk@0.{secrets.randbelow(12)}.{secrets.randbelow(9)}: resolution: {{integrity: sha512-{b64(secrets.token_bytes(64))}}}",
    )
    r.add(
        "design_tokens",
        f"브랜드 컬러 primary #{rnd('0123456789ABCDEF', 6)}, secondary #{rnd('0123456789ABCDEF', 6)}, error #{rnd('0123456789ABCDEF', 6)}",
        f"--color-blue-500: #{hexs(6)};\n--color-gray-900: #{hexs(6)};\n--radius-lg: 12px;",
    )
    r.add(
        "alimtalk_template",
        f"알림톡 템플릿 코드 ACME_PAY_{digits(3)} (결제완료) 검수 승인됨",
        f"템플릿 {pick('order_done', 'refund_done', 'delivery_start')}_{digits(2)}: #{{고객명}}님 주문번호 #{{주문번호}} 결제가 완료되었습니다",
    )
    r.add(
        "promo_code",
        f"런칭 이벤트 쿠폰코드 WELCOME{pick('3000', '5000', '10000')} (누구나 입력 가능, {day()}까지)",
        f"인플루언서 공개 코드 ACME{rnd(UPPER, 4)}{digits(2)} — 인스타 프로필에 올라가는 코드",
    )
    r.add(
        "wifi_ssid",
        f"사무실 AP: ACME_5G / ACME_2.4G / ACME-Guest (채널 {pick(36, 44, 149)}), 맥주소 {':'.join(hexs(2) for _ in range(6))}",
        f"iptime_{digits(4)} 신호 약해서 메시 추가 주문함 {won(60000, 150000)}원",
    )
    r.add(
        "doorlock_note",
        f"도어락 배터리 교체 (AA 4개), 모델 SHS-P{digits(3)} / AS {phone()}",
        "도어락 번호 다음 주 월요일에 바뀐다고 공지 옴, 새 번호는 월요일 아침에 개별 DM",
    )
    r.add(
        "meeting_id",
        f"구글밋 {rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)} 주간 PM 싱크",
        f"투자사 IR 줌 회의 ID {digits(3, True)} {digits(4)} {digits(4)} (대기실 켜짐, 호스트가 입장 승인)",
    )
    r.add(
        "api_path",
        "GET /v1/payments/{paymentKey} 로 결제 조회, 취소는 POST /v1/payments/{paymentKey}/cancel",
        f"내부 API /api/v2/orders/{digits(8, True)}/refunds/{digits(6, True)} 에서 500",
    )
    r.add(
        "webhook_payload",
        json.dumps({"eventType": "PAYMENT_STATUS_CHANGED", "createdAt": f"{day()}T1{secrets.randbelow(10)}:0{secrets.randbelow(10)}:00.000000", "data": {"orderId": order_id(), "status": "DONE", "totalAmount": secrets.randbelow(200) * 500 + 1000, "method": "카드"}}, ensure_ascii=False),
        f"가상계좌 입금 웹훅 수신 orderId={order_id()} status=DONE depositAmount={won().replace(',', '')} (재시도 {secrets.randbelow(3)}회)",
    )
    r.add(
        "base64_state",
        f"필터 상태 쿼리스트링 ?f={b64(json.dumps({'status': ['DONE', 'CANCELED'], 'from': day(), 'page': secrets.randbelow(20) + 1}).encode())}",
        f"cursor={b64u(json.dumps({'id': secrets.randbelow(10**7), 'createdAt': day()}).encode())} 다음 페이지",
    )
    r.add(
        "app_version",
        f"iOS {pick(2, 3)}.{secrets.randbelow(20)}.{secrets.randbelow(10)} ({secrets.randbelow(900) + 100}) 심사 제출, 안드 versionCode {secrets.randbelow(900) + 100}",
        f"웹 버전 v{pick(1, 2)}.{secrets.randbelow(30)}.{secrets.randbelow(10)}-rc.{secrets.randbelow(5) + 1}+{hexs(7)}",
    )
    r.add(
        "tax_invoice_no",
        f"전자세금계산서 승인번호 {day().replace('-', '')}-{digits(8, True)}-{digits(8)}",
        f"AWS 인보이스 번호 {digits(10, True)} / {won(300_000, 5_000_000)}원 (부가세 포함)",
    )
    r.add(
        "address",
        f"사무실 주소 서울 강남구 테헤란로 {secrets.randbelow(500) + 1}, {secrets.randbelow(15) + 2}층 (우 06{digits(3)})",
        f"등기 주소지 변경: 서울 성동구 성수이로 {secrets.randbelow(200) + 1} 지식산업센터 {secrets.randbelow(9) + 1}0{secrets.randbelow(9) + 1}호",
    )
    r.add(
        "customer_id",
        f"회원번호 {digits(9, True)} 탈퇴 요청, 주문 {secrets.randbelow(30)}건 보관",
        f"billingKey 발급 고객 customerKey=cus_{rnd(LOWER + DIGITS, 20)} 정기결제 실패 {secrets.randbelow(3) + 1}회",
        f"카카오 회원번호 {digits(10, True)} 로 가입된 계정이 중복으로 보임",
    )
    r.add(
        "image_digest",
        f"운영 이미지 acme/api@sha256:{hexs(64)}",
        f"docker images → acme-web latest {hexs(12)} {secrets.randbelow(500) + 100}MB",
    )
    r.add(
        "car_plate",
        f"주차 등록 차량 {secrets.randbelow(300) + 10}{pick('가', '나', '다', '라', '마', '허')} {digits(4, True)} (대표님), 방문차량은 경비실",
        f"법인 리스차 {secrets.randbelow(300) + 10}{pick('하', '호', '허')} {digits(4, True)} 보험 갱신 {day()}",
    )
    r.add(
        "employee_id",
        f"사번 A{digits(5)} / 입사일 {day()} / 4대보험 취득신고 완료",
        f"신규 입사자 {pick(*NAMES)} 사번 ACME-{digits(4)}, 노트북 자산번호 ACME-NB-{digits(3)}",
    )
    r.add(
        "ssh_public_key",
        f"서버에 등록할 내 공개키\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sujin@macbook",
        f"authorized_keys 추가 요청: ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@github-actions",
    )
    r.add(
        "pr_ref",
        f"PR #{secrets.randbelow(900) + 100} 결제위젯 v2 마이그레이션 — 리뷰어 2명 승인, CI 통과 ({hexs(7)})",
        f"acme-fin/web#{secrets.randbelow(900) + 100} 에서 논의, 디자인은 {rnd(ALNUM, 22)} 파일 참고",
    )
    r.add(
        "ip_address",
        f"이니시스 노티 서버 IP 화이트리스트 203.238.{secrets.randbelow(250)}.{secrets.randbelow(250)}, 39.115.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
        f"사무실 고정 IP 121.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)} → 어드민 접근 허용 목록",
    )
    r.add(
        "otp_note",
        "OTP 앱 Google Authenticator에서 1Password로 옮김. 복구 코드는 사무실 금고",
        f"인증번호 문자 안 온다는 문의 {secrets.randbelow(20) + 3}건 — 솔라피 발송 로그 확인, 유효시간 3분",
    )
    r.add(
        "kakao_user_id",
        f"카카오 로그인 테스트 계정 회원번호 {digits(10, True)}, 앱 ID {digits(6, True)}",
        f"Kakao Developers 앱 ID {digits(6, True)} (에이크미페이-dev) / 플랫폼 도메인 https://dev.acme.example",
    )
    r.add(
        "hex_identifier",
        f"토스 거래 transactionKey {hexs(32)} 로 취소 내역 조회",
        f"Mongo _id {hexs(24)} 주문 데이터 깨짐",
        f"세션 리플레이 ID {hexs(32)} 에서 결제버튼 두 번 누른 거 보임",
    )
    return r


def main() -> None:
    write_corpora("make_heldout64.py", [
        ("heldout64_credentials.yaml", credentials(), "batch 64 (Seoul fintech PM and frontend dev, Korean notes), written blind; every value synthetic"),
        ("heldout64_lookalikes.yaml", lookalikes(), "batch 64 look-alikes: Korean business numbers, order and tracking ids, public keys and ids, written blind"),
    ])


if __name__ == "__main__":
    main()
