# ruff: noqa: E501
"""Writes heldout269_credentials.yaml and heldout269_lookalikes.yaml: held-out batch 269.

Persona: a mobile game live-ops producer in Seoul who writes his notes mostly in Korean with
English mixed in. He keeps the Google Play Console and App Store Connect logins, the Firebase
and AppsFlyer server keys, the GM tool admin passwords, the coupon server's API keys, Unity and
Steamworks credentials, the company Slack webhook and the office door lock code, next to many
look-alikes: public promo coupon codes, event ids, player uids, build numbers, bundle ids,
store receipt ids and masked values.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

UPHEX = "0123456789ABCDEF"


# --- formats this batch needs ---------------------------------------------------------------

def fcm_server_key() -> str:
    """A legacy Firebase Cloud Messaging server key."""
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def p8_key() -> str:
    """An App Store Connect API key (.p8): a PKCS#8 EC private key."""
    body = b64(secrets.token_bytes(138))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def apple_app_password() -> str:
    """An Apple app-specific password: four groups of four lowercase letters."""
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def google_backup_code() -> str:
    return f"{digits(4)} {digits(4)}"


def af_dev_key() -> str:
    return rnd(ALNUM, 22)


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}"


def steam_web_key() -> str:
    return rnd(UPHEX, 32)


def unity_serial() -> str:
    return pick("E3", "SC", "U3") + "-" + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(5))


def github_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")


def jenkins_token() -> str:
    return "11" + hexs(32)


def toss_secret() -> str:
    return f"live_sk_{rnd(ALNUM, 28)}"


def jira_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 170)}={rnd(UPHEX, 8)}"


def coupon_key() -> str:
    return pick(f"cpn_live_{rnd(ALNUM, 32)}", f"cpn-{rnd(ALNUM, 40)}", rnd(HEX, 48))


def sentry_token() -> str:
    return f"sntryu_{hexs(64)}"


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def service_account_json(project: str) -> str:
    key = pem("PRIVATE KEY", 6).replace("\n", "\\n") + "\\n"
    return (
        '{\n  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{key}",\n'
        f'  "client_email": "{pick("play-publisher", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5), "liveops-bot")}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, lead=True)}"\n}}'
    )


def door_code() -> str:
    return digits(pick(4, 6, 8), lead=True)


def korean_pw() -> str:
    """The kind of password this team actually picks."""
    return pick(
        pw(),
        f"{pick('Dalbit', 'Haneul', 'Bomnal', 'Gureum', 'Sarang')}{digits(4)}{pick('!', '@', '#', '$')}",
        f"{pick('liveops', 'gmtool', 'acmegame', 'dungeon')}_{rnd(ALNUM, 8)}{pick('!', '^^', '*')}",
        rnd(ALNUM + "!@#$%^&*", 14),
    )


def version() -> str:
    return f"{secrets.randbelow(3) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)}"


# --- credentials ----------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add(
        "google_play_console_login",
        f"플레이 콘솔 로그인\nID: liveops.acme@gmail.example\nPW: {korean_pw()}",
        f"Google Play Console 계정 (퍼블리싱용) play-publish@acme.example / {korean_pw()} — 2단계 인증은 팀 폰",
        f"구글플레이 콘솔 비번 바꿈 -> {korean_pw()} (3월 라이브 전에 공유 금지)",
        f"play console: acme.games.kr@gmail.example pw={korean_pw()}",
        f"GPC 로긴 정보 ㅇㅇ\n아이디 dev-account@acme.example\n비밀번호 {korean_pw()}\n리뷰 제출은 금요일 오전까지",
    )
    r.add(
        "google_account_backup_codes",
        "구글 계정 백업 코드 (플레이 콘솔용, 하나씩 지우면서 쓰기)\n" + "\n".join(google_backup_code() for _ in range(10)),
        f"backup codes for play-publish@acme.example: {google_backup_code()}, {google_backup_code()}, {google_backup_code()}, {google_backup_code()}",
        f"2FA 폰 없을 때 쓰는 백업코드 {google_backup_code()} / {google_backup_code()} / {google_backup_code()}",
        "Google 2-Step 백업 코드\n" + "  ".join(google_backup_code() for _ in range(8)),
    )
    r.add(
        "app_store_connect_login",
        f"App Store Connect\nApple ID: ios-release@acme.example\nPW: {korean_pw()}",
        f"앱스토어 커넥트 로그인 ios-release@acme.example 비번 {korean_pw()} (Account Holder 계정이니까 조심)",
        f"ASC 계정 비번 변경함: {korean_pw()}",
        f"애플 개발자 계정 비밀번호 {korean_pw()} / 보안질문 답: {pick('서귀포', '망원동', '초코파이', '해운대')}",
        f"appstoreconnect: id=qa-apple@acme.example pw={korean_pw()}  (TestFlight 초대용)",
    )
    r.add(
        "apple_app_specific_password",
        f"Transporter 업로드용 앱 암호: {apple_app_password()}",
        f"altool --upload-app -f AcmeRPG.ipa -u ios-release@acme.example -p {apple_app_password()}",
        f"fastlane 용 app-specific pw {apple_app_password()} (FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD 에 넣을 것)",
        f"앱 전용 암호 새로 발급 {apple_app_password()} — 예전 거는 취소함",
    )
    r.add(
        "app_store_connect_api_key",
        f"ASC API 키 (Key ID {rnd(UPPER + DIGITS, 10)}, Issuer {uid()})\n{p8_key()}",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 내용 백업\n{p8_key()}",
        f"앱스토어 커넥트 API 개인키 — 재다운로드 안 됨!!\n{p8_key()}",
        f"fastlane api_key.json\n{{\n  \"key_id\": \"{rnd(UPPER + DIGITS, 10)}\",\n  \"issuer_id\": \"{uid()}\",\n  \"key\": \"{p8_key().replace(chr(10), chr(92) + 'n')}\"\n}}",
    )
    r.add(
        "firebase_fcm_server_key",
        f"FCM 서버 키 (푸시 발송용)\n{fcm_server_key()}",
        f"push server .env\nFCM_SERVER_KEY={fcm_server_key()}",
        f"파이어베이스 서버키 {fcm_server_key()} 이거 레거시라 6월까지 HTTP v1으로 옮겨야 함",
        f"curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key={fcm_server_key()}\" -H 'Content-Type: application/json' -d @push.json",
        f"푸시 이벤트 공지할 때 쓰는 키: {fcm_server_key()}",
    )
    r.add(
        "firebase_service_account_key",
        f"firebase-adminsdk 서비스 계정 json (랭킹 서버용)\n{service_account_json('acme-rpg-prod')}",
        f"플레이 퍼블리셔 API 서비스계정 키\n{service_account_json('acme-play-publisher')}",
        f"service account private key 만 따로:\n{pem('PRIVATE KEY', 5)}",
        f"GOOGLE_APPLICATION_CREDENTIALS 파일 내용 (liveops-bot)\n{service_account_json('acme-liveops-tools')}",
    )
    r.add(
        "appsflyer_dev_key",
        f"AppsFlyer dev key: {af_dev_key()}",
        f"앱스플라이어 devKey {af_dev_key()} (S2S 인앱 이벤트 쏠 때 헤더 authentication 에 넣음)",
        f"AF S2S: curl -X POST https://api2.appsflyer.com/inappevent/com.acme.rpg -H 'authentication: {af_dev_key()}' -d @purchase.json",
        f"Unity AppsFlyer 초기화\nAppsFlyer.initSDK(\"{af_dev_key()}\", \"id{digits(10, lead=True)}\");",
        f"앱플 데브키 바뀜 {af_dev_key()} → 빌드 설정 업데이트 필요",
    )
    r.add(
        "appsflyer_api_token",
        f"AppsFlyer API token V2 (raw data pull)\n{jwt({'iss': 'AppsFlyer', 'sub': uid(), 'iat': epoch(), 'scope': 'pull-api'})}",
        f"앱스플라이어 API 토큰 {jwt({'iss': 'AppsFlyer', 'account_id': uid(), 'iat': epoch()})}",
        f"AF Pull API 요청 헤더 -> Authorization: Bearer {jwt({'iss': 'AppsFlyer', 'sub': uid(), 'iat': epoch()})}",
        f"리포트 자동화 스크립트 토큰 (af_token):\n{jwt({'iss': 'AppsFlyer', 'account_id': uid(), 'iat': epoch(), 'role': 'admin'})}",
    )
    r.add(
        "gm_tool_admin_password",
        f"GM툴 어드민 계정 admin / {korean_pw()}",
        f"운영툴 (gm.acme.internal) 슈퍼관리자 비번: {korean_pw()}",
        f"GM tool prod 로그인\nid: liveops_master\npw: {korean_pw()}\n※ 아이템 지급 권한 있음",
        f"gm툴 비번 또 까먹을까봐 적어둠 {korean_pw()}",
        f"| 서버 | 계정 | 비번 |\n|---|---|---|\n| KR | gm_kr | {korean_pw()} |\n| JP | gm_jp | {korean_pw()} |\n| GLB | gm_glb | {korean_pw()} |",
        f"QA서버 운영툴 root 비밀번호 {korean_pw()} (QA팀만)",
    )
    r.add(
        "coupon_server_api_key",
        f"쿠폰 서버 API 키 (prod): {coupon_key()}",
        f"coupon.acme.internal 발급 API\ncurl -H 'X-Coupon-Key: {coupon_key()}' -d '{{\"batch\":\"EVT_CHUSEOK\",\"count\":5000}}' https://coupon.acme.internal/v1/batches",
        f"쿠폰 서버 키 스테이징 {coupon_key()} / 라이브 {coupon_key()}",
        f"COUPON_API_KEY={coupon_key()}",
        f"쿠폰 대량발급 스크립트 키 바꿈 → {coupon_key()} (이전 키 폐기 요청함)",
        f"coupon admin api secret: {coupon_key()}  # 인플루언서 전용 쿠폰 생성할 때",
    )
    r.add(
        "unity_account_password",
        f"Unity ID build@acme.example / {korean_pw()}",
        f"유니티 계정 (Pro 라이선스 좌석 관리) 비번 {korean_pw()}",
        f"Unity Hub 로그인: unity-ci@acme.example pw {korean_pw()}",
        f"유니티 대시보드 비밀번호 변경 완료 - 새 비번 {korean_pw()}",
    )
    r.add(
        "unity_license_serial",
        f"Unity Pro 시리얼 {unity_serial()} (빌드머신 2대까지)",
        f"unity -batchmode -serial {unity_serial()} -username unity-ci@acme.example -password '{korean_pw()}' -quit",
        f"유니티 라이선스 시리얼넘버: {unity_serial()}",
        f"CI 라이선스 활성화용 serial={unity_serial()}",
    )
    r.add(
        "unity_cloud_build_api_key",
        f"Unity Cloud Build API key {hexs(32)}",
        f"UCB 자동 빌드 트리거\ncurl -X POST -H 'Authorization: Basic {hexs(32)}' https://build-api.cloud.unity3d.com/api/v1/orgs/acme/projects/rpg/buildtargets/android-prod/builds",
        f"유니티 클라우드 빌드 api 키: {hexs(32)} (슬랙 봇에 연결됨)",
        f"UNITY_CLOUD_BUILD_KEY={hexs(32)}",
    )
    r.add(
        "steamworks_login",
        f"Steamworks 파트너 계정 acme_partner / {korean_pw()}",
        f"steamcmd +login acme_builder {korean_pw()} +run_app_build ../scripts/app_build_{digits(7, lead=True)}.vdf +quit",
        f"스팀웍스 빌드 업로드 계정\nID acme_builder\nPW {korean_pw()}\nSteam Guard 메일은 build@acme.example 로 옴",
        f"스팀 파트너 사이트 비번 {korean_pw()}",
        f"steam build acct pw: {korean_pw()} (depot 업로드 전용, 스토어 권한 없음)",
    )
    r.add(
        "steam_web_api_key",
        f"Steam Web API 퍼블리셔 키 {steam_web_key()}",
        f"스팀 퍼블리셔 키 (인벤토리/업적 서버에서 씀): {steam_web_key()}",
        f"https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={steam_web_key()}&steamid=7656119{digits(10)}&appid={digits(7, lead=True)}",
        f"STEAM_PUBLISHER_KEY={steam_web_key()}",
    )
    r.add(
        "steam_guard_recovery_code",
        f"Steam Guard 복구 코드 (모바일 인증기 해제용) R{digits(5)}",
        f"스팀 가드 revocation code: R{digits(5)} — 폰 바꿀 때 필요",
        f"acme_builder 스팀가드 복구코드 R{digits(5)}",
    )
    r.add(
        "slack_webhook_url",
        f"슬랙 #liveops-alert 웹훅 {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"점검 알림 봇 웹훅 주소\n{slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"긴급점검 시작\"}}' {slack_webhook()}",
        f"매출 리포트 슬랙 훅 (회사 워크스페이스) {slack_webhook()}",
    )
    r.add(
        "office_door_lock_code",
        f"사무실 도어락 비번 {door_code()}*",
        f"역삼 사무실 현관 번호 {door_code()}# (주말 출근 시)",
        f"8층 문 비번 바뀜 -> {door_code()}",
        f"office door code: {door_code()}  (서버실은 {door_code()})",
        f"회의실 B 옆 창고 도어락 {door_code()} / 메인 출입문 {door_code()}*",
        f"야간 라이브 대응때 건물 출입 비밀번호 {door_code()}",
    )
    r.add(
        "office_wifi_password",
        f"사무실 와이파이 ACME-5G 비번 {korean_pw()}",
        f"WiFi: ACME_Guest / {rnd(LOWER + DIGITS, 10)}",
        f"QA룸 와이파이 (테스트폰 전용) SSID acme-qa-devices pw {korean_pw()}",
        f"WIFI:T:WPA;S:ACME-Office;P:{korean_pw()};;",
    )
    r.add(
        "android_keystore_password",
        f"릴리즈 키스토어 acme-release.jks\nstorePassword {korean_pw()}\nkeyAlias acme\nkeyPassword {korean_pw()}",
        f"gradle.properties\nRELEASE_STORE_PASSWORD={korean_pw()}\nRELEASE_KEY_PASSWORD={korean_pw()}",
        f"안드 서명 키스토어 비번 {korean_pw()} (절대 잃어버리면 안됨, 업데이트 못 올림)",
        f"keytool -list -v -keystore acme-upload.keystore -storepass '{korean_pw()}'",
        f"유니티 Publishing Settings - keystore pw {korean_pw()} / alias pw {korean_pw()}",
    )
    r.add(
        "game_db_connection_string",
        f"게임DB 접속 mysql://gm_admin:{korean_pw()}@gamedb-prod.acme.internal:3306/rpg_game",
        f"mysql -h gamedb-ro.acme.internal -u liveops_ro -p'{korean_pw()}' rpg_log",
        f"DB_URL=mysql+pymysql://coupon:{korean_pw()}@coupon-db.acme.internal/coupon",
        f"로그DB (통계용) postgres://stats:{korean_pw()}@stats-db.acme.internal:5432/analytics",
        f"운영DB 계정 liveops / {korean_pw()} host gamedb-prod.acme.internal",
    )
    r.add(
        "redis_password",
        f"랭킹 레디스 redis://:{korean_pw()}@redis-rank.acme.internal:6379/0",
        f"redis-cli -h redis-session.acme.internal -a '{korean_pw()}' FLUSHDB  ← 절대 라이브에서 치지 말 것",
        f"REDIS_PASSWORD={korean_pw()}",
        f"이벤트 캐시 레디스 requirepass {korean_pw()}",
    )
    r.add(
        "aws_access_key",
        f"패치 CDN 업로드용 AWS 키\nAccess key ID: {aws_key_id()}\nSecret: {aws_secret()}",
        f"[acme-patch]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./bundles s3://acme-rpg-assets/{version()}/",
        f"s3 배너 업로드 키 {aws_key_id()} / {aws_secret()}",
    )
    r.add(
        "github_token",
        f"깃허브 토큰 (빌드 스크립트 clone 용) {github_pat()}",
        f"GH_TOKEN={github_pat()}",
        f"git clone https://liveops-bot:{github_pat()}@github.com/acme-games/liveops-tools.git",
        f"이벤트 테이블 자동 PR 봇 PAT: {github_pat()}",
    )
    r.add(
        "jenkins_api_token",
        f"젠킨스 API 토큰 liveops:{jenkins_token()}",
        f"curl -X POST -u liveops:{jenkins_token()} https://jenkins.acme.internal/job/rpg-android-release/buildWithParameters?VERSION={version()}",
        f"Jenkins 빌드 트리거 토큰 {jenkins_token()}",
        f"jenkins user token (hotfix 빌드용) = {jenkins_token()}",
    )
    r.add(
        "discord_webhook_url",
        f"공식 디스코드 공지 채널 웹훅 {discord_webhook()}",
        f"DISCORD_NOTICE_HOOK={discord_webhook()}",
        f"디코 점검공지 자동 포스팅 웹훅\n{discord_webhook()}",
        f"Discord 패치노트 봇 webhook url: {discord_webhook()}",
    )
    r.add(
        "facebook_app_secret",
        f"페이스북 로그인 App Secret {hexs(32)}",
        f"FB 앱 시크릿 (app id {digits(15, lead=True)}): {hexs(32)}",
        f"FACEBOOK_APP_SECRET={hexs(32)}",
        f"Meta 개발자 앱 시크릿 재발급함 → {hexs(32)}",
    )
    r.add(
        "kakao_admin_key",
        f"카카오 Admin 키 {hexs(32)} (서버에서만 쓸 것)",
        f"카카오 로그인 연결끊기 API -> Authorization: KakaoAK {hexs(32)}",
        f"KAKAO_ADMIN_KEY={hexs(32)}",
        f"카카오게임 어드민키: {hexs(32)}",
    )
    r.add(
        "toss_payments_secret_key",
        f"웹상점 토스페이먼츠 시크릿 키 {toss_secret()}",
        f"TOSS_SECRET_KEY={toss_secret()}",
        f"토스 결제승인 API Basic 인증 -> {b64((toss_secret() + ':').encode())}",
        f"웹샵 결제 라이브 시크릿키: {toss_secret()} (테스트키랑 헷갈리지 말기)",
    )
    r.add(
        "jira_api_token",
        f"지라 API 토큰 (liveops@acme.example) {jira_token()}",
        f"JIRA_TOKEN={jira_token()}",
        f"패치노트 자동생성 스크립트용 Atlassian 토큰\n{jira_token()}",
    )
    r.add(
        "sentry_auth_token",
        f"센트리 auth token {sentry_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_token()}  # 심볼 업로드",
        f"sentry-cli 로그인 토큰 {sentry_token()}",
    )
    r.add(
        "corporate_card_pin",
        f"법인카드 비밀번호 {digits(4)} (광고비 결제용 카드)",
        f"팀 법카 PIN {digits(4)} / 끝자리 {digits(4)}",
        f"구글 광고 결제 법인카드 비번 앞2자리 아니고 전체 {digits(4)}",
    )
    r.add(
        "playfab_secret_key",
        f"PlayFab 타이틀 시크릿 키 (title {rnd(UPPER + DIGITS, 5)}) {playfab_secret()}",
        f"X-SecretKey: {playfab_secret()}",
        f"플레이팹 개발자 시크릿 {playfab_secret()} — 글로벌 서버 전용",
        f"PLAYFAB_DEV_SECRET={playfab_secret()}",
    )
    r.add(
        "build_server_ssh_key",
        f"빌드서버 (build01.acme.internal) 접속 키\n{openssh_private()}",
        f"맥미니 iOS 빌드머신 ssh 개인키 백업\n{openssh_private()}",
        f"deploy@patch-origin.acme.internal 용 id_ed25519\n{openssh_private()}",
    )
    return r


# --- look-alikes ----------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()
    event = pick("CHUSEOK", "SUMMER", "XMAS", "ANNIV2", "NEWYEAR")

    r.add(
        "public_promo_coupon_code",
        f"공식 카페 공지된 쿠폰코드 {event}{digits(4)} — 유저 누구나 입력 가능, 다이아 300개",
        f"인플루언서 방송용 공개 쿠폰 {rnd(UPPER + DIGITS, 12)} (방송 중에 화면에 띄움, 1인 1회)",
        f"유튜브 커뮤니티 탭에 올린 쿠폰: {groups(rnd(UPPER + DIGITS, 12), 4, '-')} 만료 {pick('9/30', '10/15', '12/31')}",
        f"오프라인 행사 배포 쿠폰 ACME{rnd(UPPER + DIGITS, 8)} (전단지에 인쇄됨)",
        f"공개쿠폰 목록\n- WELCOME{digits(3)}\n- {event}GIFT\n- {rnd(UPPER + DIGITS, 10)}\n전부 공지사항에 있음",
        f"트위터 팔로워 이벤트 쿠폰 {rnd(UPPER + DIGITS, 10)} — 공식 계정에 이미 공개",
    )
    r.add(
        "live_event_id",
        f"이번 주 이벤트 ID evt_{event.lower()}_{digits(6)}",
        f"event_id={digits(8, lead=True)} 보상 테이블 수정 필요 (QA 확인 후 반영)",
        f"라이브 이벤트 {uid()} 종료 시각 {pick('23:59', '05:00', '11:00')} KST",
        f"출석부 이벤트 EV-{rnd(UPPER + DIGITS, 8)} 중복 지급 이슈 있음",
        f"레이드 시즌 evt_{hexs(12)} 시작 전에 푸시 예약",
    )
    r.add(
        "player_uid",
        f"CS 문의 유저 UID {digits(12, lead=True)} 결제 누락 확인",
        f"보상 재지급 대상 uid: {digits(10, lead=True)}, {digits(10, lead=True)}, {digits(10, lead=True)}",
        f"어뷰징 의심 계정 player_id {uid()} 제재 검토",
        f"닉네임 변경 요청 유저 {rnd(UPPER + DIGITS, 10)} (게임 내 친구코드)",
        f"랭킹 1위 유저 account_id={hexs(24)} 핵 의심 리포트",
    )
    r.add(
        "build_number",
        f"안드 {version()} (versionCode {digits(8, lead=True)}) 심사 제출 완료",
        f"iOS build {version()} ({digits(4, lead=True)}) TestFlight 올라감",
        f"핫픽스 빌드 #{digits(4, lead=True)} 젠킨스 성공 — commit {hexs(7)}",
        f"스팀 빌드 ID {digits(8, lead=True)} default 브랜치에 set live",
        f"클라 {version()}.{digits(5, lead=True)} / 번들 버전 {digits(3, lead=True)} / CDN 리비전 r{digits(4, lead=True)}",
    )
    r.add(
        "bundle_id",
        "번들ID 정리: Android com.acme.rpg / iOS com.acme.rpg.ios / 스팀 빌드는 해당없음",
        "JP 버전 패키지명 com.acme.rpg.jp, 글로벌은 com.acme.rpg.global",
        f"iOS 번들 com.acme.idle{pick('hero', 'farm', 'tower')} 의 App ID {digits(10, lead=True)}",
        "applicationId \"com.acme.rpg.qa\" ← QA 빌드만 이걸로",
    )
    r.add(
        "google_play_order_id",
        f"환불 요청 주문번호 GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
        f"구글 영수증 orderId GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}..{secrets.randbelow(5)} (정기결제 갱신분)",
        f"결제 누락 CS: GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} / uid {digits(10, lead=True)}",
        f"플레이 콘솔 주문 관리에서 GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} 환불 처리함",
        f"중복결제 2건 GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}, GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
    )
    r.add(
        "apple_transaction_id",
        f"애플 영수증 transaction_id 2000000{digits(9)} 환불됨 → 다이아 회수",
        f"original_transaction_id: 2000000{digits(9)} (월정액)",
        f"iOS 결제 CS 영수증번호 MK{rnd(UPPER + DIGITS, 8)} (유저가 보낸 애플 영수증 메일의 주문번호)",
        f"App Store 서버 알림 REFUND 수신 txn 3200000{digits(9)}",
    )
    r.add(
        "masked_secret",
        f"FCM 서버키 끝자리 ...{rnd(URLSAFE, 4)} 인 거 폐기함",
        f"쿠폰 API 키 cpn_live_****{rnd(ALNUM, 4)} 는 스테이징 아님 (라이브)",
        "슬랙 웹훅 https://hooks.slack.com/services/T0*******/B0*******/******** 형식, 전체 주소는 1Password에",
        f"법인카드 **** **** **** {digits(4)} 로 구글 광고비 결제",
        f"AWS key AKIA************{rnd(UPPER + DIGITS, 4)} 비활성화 완료",
        f"Steam 키 {rnd(UPHEX, 4)}••••••••••••••••••••••{rnd(UPHEX, 4)} 교체 예정",
    )
    r.add(
        "firebase_web_config",
        f"웹 이벤트 페이지 firebaseConfig (공개용, 클라이언트에 박혀있는 값)\napiKey: \"AIza{rnd(URLSAFE, 35)}\"\nauthDomain: \"acme-rpg-event.firebaseapp.com\"\nprojectId: \"acme-rpg-event\"\nappId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\"",
        f"google-services.json 의 mobilesdk_app_id 1:{digits(12, lead=True)}:android:{hexs(16)}",
        f"GoogleService-Info.plist GOOGLE_APP_ID = 1:{digits(12, lead=True)}:ios:{hexs(22)}",
        f"Firebase measurementId G-{rnd(UPPER + DIGITS, 10)} (웹 이벤트 페이지 GA4)",
    )
    r.add(
        "appsflyer_app_id",
        f"AppsFlyer 앱 ID: iOS id{digits(10, lead=True)} / Android com.acme.rpg",
        f"원링크 템플릿 ID {rnd(LOWER + UPPER, 4)} — https://acme.onelink.me/{rnd(ALNUM, 4)}/{rnd(LOWER + DIGITS, 8)}",
        f"AF 캠페인 pid=googleadwords_int c=ua_kr_{digits(6)} af_adset_id={digits(11, lead=True)}",
        f"앱스플라이어 대시보드 app_id id{digits(10, lead=True)} 리포트 설치수 이상함",
    )
    r.add(
        "app_store_connect_key_id",
        f"ASC API Key ID {rnd(UPPER + DIGITS, 10)} (p8 파일은 비밀금고에, 여기엔 ID만)",
        f"Issuer ID {uid()} — 팀 공통, 키 아님",
        f"Apple Team ID {rnd(UPPER + DIGITS, 10)} / App Apple ID {digits(10, lead=True)}",
        f"프로비저닝 프로파일 UUID {uid().upper()} 만료 {pick('2025-11-02', '2026-03-14', '2026-07-30')}",
    )
    r.add(
        "signing_cert_fingerprint",
        "앱 서명 인증서 SHA-1 (카카오/구글 로그인 콘솔에 등록용)\n" + ":".join(rnd(UPHEX, 2) for _ in range(20)),
        "업로드 키 SHA-256 " + ":".join(rnd(UPHEX, 2) for _ in range(32)),
        f"카카오 개발자 콘솔 키 해시 {b64(secrets.token_bytes(20))} 등록함",
        "Play App Signing 인증서 지문 SHA1: " + ":".join(rnd(UPHEX, 2) for _ in range(20)) + " (플레이 콘솔에서 누구나 볼 수 있는 값)",
    )
    r.add(
        "steam_app_and_depot_id",
        f"스팀 AppID {digits(7, lead=True)}, Windows depot {digits(7, lead=True)}, Mac depot {digits(7, lead=True)}",
        f"DLC 앱ID {digits(7, lead=True)} 스토어 페이지 오픈 예약",
        f"steam manifest id {digits(19, lead=True)} → beta 브랜치",
        f"플레이테스트 app id {digits(7, lead=True)} 키 배포는 스팀웍스에서 직접",
    )
    r.add(
        "unity_project_id",
        f"Unity 프로젝트 ID {uid()} (UGS 대시보드)",
        f"Remote Config 환경 ID production={uid()} / staging={uid()}",
        f"Unity Cloud Build target android-prod-{hexs(6)} 실패 로그 확인",
        f"Unity Ads game id Android {digits(7, lead=True)} / iOS {digits(7, lead=True)}",
    )
    r.add(
        "crashlytics_issue_id",
        f"크래시 이슈 {hexs(32)} 1.{digits(2)} 에서 급증 — NullReference in GachaPopup",
        f"Crashlytics issue id {hexs(32)} 담당 클라팀 배정",
        f"ANR 상위 1위 {hexs(32)} (삼성 갤럭시 A 시리즈)",
        f"센트리 이벤트 {hexs(32)} 랑 같은 이슈인지 확인",
    )
    r.add(
        "git_commit_hash",
        f"핫픽스 커밋 {hexs(40)} 라이브 브랜치에 cherry-pick",
        f"이벤트 테이블 수정 PR #{digits(4, lead=True)} merge commit {hexs(7)}",
        f"롤백 기준 커밋 {hexs(12)} (1.{digits(2)}.0 태그)",
        f"git revert {hexs(7)} {hexs(7)} 하면 보상 버그 수정 전으로 돌아감",
    )
    r.add(
        "jira_ticket",
        f"LIVE-{digits(4, lead=True)} 추석 이벤트 보상 오지급 건",
        f"지라 RPG-{digits(5, lead=True)} / LIVE-{digits(4, lead=True)} 같이 처리",
        f"QA 티켓 QA-{digits(4, lead=True)} 재현 안됨 close 요청",
        f"https://acme.atlassian.example/browse/LIVE-{digits(4, lead=True)} 참고",
    )
    r.add(
        "cs_ticket_number",
        f"CS 티켓 #{digits(7, lead=True)} 환불 문의 답변 템플릿 B 사용",
        f"고객센터 문의번호 CS{digits(8, lead=True)}-{rnd(UPPER + DIGITS, 4)} VIP 유저",
        f"젠데스크 티켓 {digits(6, lead=True)}, {digits(6, lead=True)} 동일 유저 중복 문의",
        f"접수번호 {pick('2025', '2026')}{digits(4)}-{digits(6)} 보상 지급 완료 회신",
    )
    r.add(
        "pod_name",
        f"쿠폰서버 파드 {pod_name('coupon-api')} OOMKilled 됨",
        f"kubectl logs {pod_name('gm-tool')} -n liveops --tail 200",
        f"랭킹 집계 {pod_name('rank-batch')} 재시작 횟수 {secrets.randbelow(20) + 3}",
        f"푸시 워커 {pod_name('push-worker')} CPU 90% 찍음",
    )
    r.add(
        "docker_image_digest",
        f"gm-tool 이미지 registry.acme.internal/liveops/gm-tool@sha256:{hexs(64)}",
        f"쿠폰서버 롤백 대상 digest sha256:{hexs(64)}",
        f"컨테이너 ID {hexs(12)} 재시작함 (coupon-api)",
        f"docker pull registry.acme.internal/rpg/push-worker:{version()}-{hexs(7)}",
    )
    r.add(
        "aws_arn",
        f"패치 CDN 버킷 arn:aws:s3:::acme-rpg-assets-{pick('kr', 'jp', 'global')}",
        f"빌드 업로드 롤 arn:aws:iam::{aws_account()}:role/patch-uploader",
        f"CloudFront 배포 ID E{rnd(UPPER + DIGITS, 13)} 캐시 무효화 /bundles/*",
        f"시크릿 위치 arn:aws:secretsmanager:ap-northeast-2:{aws_account()}:secret:liveops/coupon-api-{rnd(ALNUM, 6)} (값은 여기 안 적음)",
    )
    r.add(
        "vault_secret_path",
        "FCM 서버키는 vault kv/liveops/push/fcm 에 있음",
        "GM툴 어드민 비번 → 1Password 'LiveOps Shared' 볼트 > 'GM Tool prod'",
        "키스토어 비번은 보안팀 금고 (Vault: secret/mobile/android/release)",
        "App Store Connect p8 키 위치: 1Password > Apple > 'ASC API Key (CI)'",
        "쿠폰서버 키 secretsmanager liveops/coupon-api 참조, 슬랙에 붙여넣지 말 것",
    )
    r.add(
        "env_var_reference",
        "github actions: FCM_SERVER_KEY: ${{ secrets.FCM_SERVER_KEY }}",
        "fastlane 환경변수 APP_STORE_CONNECT_API_KEY_PATH, FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD 세팅 필요 (값은 젠킨스 credentials)",
        "steamcmd 스크립트에서 비번은 $STEAM_BUILD_PASSWORD 로 읽음",
        "docker run -e COUPON_API_KEY -e REDIS_PASSWORD acme/coupon-api  (값은 호스트 env 에서)",
        "Jenkinsfile: withCredentials([string(credentialsId: 'appsflyer-dev-key', variable: 'AF_DEV_KEY')])",
    )
    r.add(
        "password_rotation_note",
        "분기마다 GM툴 어드민 비번 교체 — 다음 교체일 3/31, 담당 나",
        "플레이 콘솔 비번 바꿨음. 새 비번은 직접 물어볼 것 (메신저로 보내지 않음)",
        "퇴사자 생겨서 스팀웍스/유니티/ASC 비밀번호 전부 리셋 요청함",
        "FCM 레거시 서버키 6/20 폐기 예정 → HTTP v1 + 서비스계정으로 전환",
        "쿠폰 API 키 유출 의심 → 즉시 폐기, 재발급은 보안팀 승인 후",
    )
    r.add(
        "door_lock_policy_note",
        "사무실 도어락 번호 매달 1일 변경됨, 번호는 총무팀 공지 확인",
        "주말 출입은 출입카드로만 가능, 비번 입력 안 됨 (건물 관리실 02-XXXX-XXXX)",
        "도어락 배터리 교체함 — 번호는 그대로",
        "서버실 출입 번호는 인프라팀장만 알고 있음, 필요하면 요청",
    )
    r.add(
        "slack_channel_id",
        f"#liveops-alert 채널 ID C{rnd(UPPER + DIGITS, 10)}",
        f"슬랙 봇 user id U{rnd(UPPER + DIGITS, 10)} 멘션 안 됨",
        f"점검 공지 메시지 permalink https://acme.slack.example/archives/C{rnd(UPPER + DIGITS, 10)}/p{digits(16, lead=True)}",
        f"워크스페이스 ID T{rnd(UPPER + DIGITS, 10)} (앱 설치 요청할 때 필요)",
    )
    r.add(
        "delivery_tracking_number",
        f"굿즈 택배 CJ대한통운 {digits(12, lead=True)}",
        f"오프라인 행사 배너 배송 송장 {digits(4)}-{digits(4)}-{digits(4)}",
        f"테스트폰 반품 로젠 {digits(11, lead=True)}",
        f"일본 지사 발송 EMS EE{digits(9)}KR",
    )
    r.add(
        "fcm_sender_id",
        f"FCM Sender ID (프로젝트 번호) {digits(12, lead=True)}",
        f"Firebase 프로젝트 acme-rpg-prod / 번호 {digits(12, lead=True)}",
        f"gcm_defaultSenderId = {digits(12, lead=True)} (클라이언트 리소스에 포함)",
    )
    r.add(
        "ssh_public_key",
        f"빌드서버 authorized_keys 에 추가할 내 공개키\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} producer@acme-mbp",
        f"deploy 계정 공개키 ssh-rsa {ssh_pub('ssh-rsa', 256)} deploy@build01",
        f"호스트키 지문 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (build01.acme.internal)",
    )
    r.add(
        "gacha_pool_id",
        f"픽업 가챠 pool_id gp_{hexs(10)} 확률표 공지 필수",
        f"가챠 테이블 GACHA_{digits(5, lead=True)} SSR 확률 {pick('0.7', '1.0', '1.5')}%",
        f"뽑기 배너 {uid()} 종료 후 천장 포인트 이월 여부 확인",
        f"상품 SKU com.acme.rpg.dia_{pick('300', '980', '1980', '6480')} / 패키지 pkg_{rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "security_settings_numbers",
        "GM툴 비밀번호 정책: 최소 12자, 특수문자 포함, 90일마다 변경, 5회 실패 시 30분 잠금",
        "운영툴 세션 타임아웃 30분, OTP 6자리 30초",
        f"쿠폰 API rate limit 키당 {pick('100', '300', '600')} req/min, 토큰 만료 3600초",
        "비번 해시 bcrypt cost 12 → 13 으로 올리자는 제안 (보안팀)",
    )
    r.add(
        "apk_checksum",
        f"릴리즈 AAB sha256 {hexs(64)}",
        f"APK MD5 {hexs(32)} (스토어 외부 배포본 검증용)",
        f"에셋번들 catalog_{version()}.hash = {hexs(32)}",
        f"IPA 업로드 후 dSYM UUID {uid().upper()}",
    )
    r.add(
        "test_account_reference",
        "QA 테스트 계정 qa_tester_07@acme.example — 비번은 1Password 'QA' 볼트",
        f"플레이 콘솔 라이선스 테스터 {secrets.randbelow(20) + 5}명 추가함 (gmail 목록은 시트에)",
        "App Review 데모 계정 review@acme.example, 비번은 ASC 심사 정보란에만 입력",
        f"샌드박스 테스터 sandbox.{rnd(LOWER, 5)}@acme.test 생성 (국가 KR)",
    )
    r.add(
        "coupon_batch_id",
        f"쿠폰 배치 ID batch_{digits(8, lead=True)} 발급수 5000 / 사용 {secrets.randbelow(5000)}",
        "개별 쿠폰 시리얼 샘플 형식: XXXX-XXXX-XXXX (실제 코드는 CRM에서 발송)",
        f"쿠폰 그룹 CPG-{rnd(UPPER + DIGITS, 6)} 만료일 연장 요청",
        f"미사용 쿠폰 배치 {uid()} 폐기 처리",
    )
    r.add(
        "kakao_javascript_key",
        f"이벤트 웹페이지 카카오 JavaScript 키 {hexs(32)} (브라우저 노출되는 공개 키, 도메인 제한 걸어둠)",
        f"카카오 네이티브 앱 키 {hexs(32)} — AndroidManifest 에 들어가는 값",
        f"Kakao.init('{hexs(32)}') // 공유하기 버튼용 JS 키",
    )
    r.add(
        "ad_network_app_id",
        f"AdMob 앱 ID ca-app-pub-{digits(16)}~{digits(10)}",
        f"보상형 광고 단위 ca-app-pub-{digits(16)}/{digits(10)}",
        f"GADApplicationIdentifier = ca-app-pub-{digits(16)}~{digits(10)} (Info.plist)",
        f"ironSource app key {hexs(9)} (클라 SDK 초기화용, 공개)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout269.py", [
        ("heldout269_credentials.yaml", credentials(), "Held-out batch 269: credentials a Seoul mobile-game live-ops producer keeps (store consoles, Firebase/AppsFlyer, GM tool, coupon server, Unity/Steamworks, Slack, door lock)"),
        ("heldout269_lookalikes.yaml", lookalikes(), "Held-out batch 269: look-alikes from the same producer (public promo coupons, event ids, uids, builds, bundle ids, receipts, masked values, secret references)"),
    ])


if __name__ == "__main__":
    main()
