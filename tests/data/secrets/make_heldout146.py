# ruff: noqa: E501
"""Writes heldout146_credentials.yaml and heldout146_lookalikes.yaml: held-out batch 146.

Persona: a backend developer at a mobile game studio in Seoul who keeps notes in Korean mixed
with English (and dev shorthand). The batch puts keys that ship inside the game client (AdMob
ids, Play licensing public keys, Kakao JS/native keys, Toss client keys, Agora app ids,
Firebase web config) right next to the server secrets that must never ship (receipt-validation
shared secrets, service-account private keys, PlayFab/UGS secret keys, Toss secret keys, JWT
signing secrets, Redis and DB passwords, Discord bot tokens, Steamworks publisher keys).

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    openssh_private,
    pem,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["바다", "고양이", "rocket", "mint", "토끼", "sunset", "구름", "dragon", "pixel", "라면", "orbit", "별빛"]


# --- value shapes -----------------------------------------------------------------------

def chunk64(text: str) -> str:
    return "\n".join(text[i:i + 64] for i in range(0, len(text), 64))


def pkcs8_rsa_pem() -> str:
    """An RSA PKCS#8 private key as Google service-account JSON carries it."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(1150)
    return f"-----BEGIN PRIVATE KEY-----\n{chunk64(b64(der))}\n-----END PRIVATE KEY-----\n"


def p8_ec_key() -> str:
    """An App Store Connect / APNs .p8 key: PKCS#8 EC P-256."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + secrets.token_bytes(64))
    return f"-----BEGIN PRIVATE KEY-----\n{chunk64(b64(der))}\n-----END PRIVATE KEY-----"


def rsa_public_b64() -> str:
    """A Google Play licensing key: base64 X.509 SubjectPublicKeyInfo of RSA-2048."""
    mod = bytes([0x80 | secrets.randbelow(128)]) + secrets.token_bytes(255)
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a02820101") + b"\x00" + mod + bytes.fromhex("0203010001")
    return b64(der)


def service_account_json(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pkcs8_rsa_pem(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def kakao_key() -> str:
    return hexs(32)


def toss_key(kind: str, live: bool = False) -> str:
    return f"{'live' if live else 'test'}_{kind}_{rnd(ALNUM, 28)}"


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def playfab_title() -> str:
    return rnd("0123456789ABCDEF", pick(4, 5))


def ugs_secret() -> str:
    return rnd(ALNUM + "-_", 32)


def discord_token() -> str:
    return f"{b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def snowflake() -> str:
    return digits(pick(18, 19), lead=True)


def steam_key() -> str:
    return rnd("0123456789ABCDEF", 32)


def ncp_access_id() -> str:
    return rnd(UPPER + DIGITS, 20)


def ncp_secret() -> str:
    return rnd(ALNUM, 40)


def admob_pub() -> str:
    return f"ca-app-pub-{digits(16, lead=True)}"


def fleet() -> str:
    return f"fleet-{uid()}"


def sha1_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(20))


def sha256_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def firebase_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def purchase_token() -> str:
    return f"{rnd(LOWER, 24)}.AO-J1O{rnd(URLSAFE, 130)}"


def gpa_order() -> str:
    return f"GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}"


def ios_txn() -> str:
    return "2000000" + digits(9)


def agora_token(app_id: str) -> str:
    return "006" + app_id + b64(secrets.token_bytes(96)).rstrip("=")


def ktel() -> str:
    return f"010-{digits(4)}-{digits(4)}"


def pw(n: int = 16) -> str:
    return pick(
        rnd(ALNUM + "!@#$%^*", n),
        f"{pick('Haneul', 'Byeol', 'Dubu', 'Kimchi', 'Nabi')}{pick('!', '@', '#')}{digits(4)}{pick('gg', 'Win', 'Lv99', 'pvp')}",
        rnd(ALNUM, n + 4),
    )


# --- credentials --------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("apple_app_shared_secret",
          f"iOS 영수증 검증 shared secret (App-Specific) = {hexs(32)}\nverifyReceipt 호출할 때 password 필드에 넣음",
          f"APPLE_SHARED_SECRET={hexs(32)}  # 앱별 공유 암호, 구독 상품 검증용. 절대 클라 빌드에 넣지 말 것",
          f"ASC > 앱 > 앱 내 구입 > 앱 전용 공유 암호 재생성함. 새 값: {hexs(32)} (이전꺼 폐기)",
          f"receipt-validator config.yaml\n  apple:\n    sandbox: true\n    shared_secret: \"{hexs(32)}\"\n    bundle_id: com.acmegames.starrush")

    r.add("play_service_account_private_key",
          "Play Developer API 서비스계정 키 (영수증 검증 서버 전용) 원본 JSON 붙여둠:\n" + service_account_json("acme-starrush-prod", "play-receipt-validator"),
          "dev 프로젝트용 sa key, 로컬 테스트 때만:\n" + service_account_json("acme-starrush-dev", "rtdn-worker"),
          "purchases.subscriptionsv2 호출용 키의 private_key 부분만 ↓ (나머지 필드는 위키에)\n" + pkcs8_rsa_pem())

    r.add("play_rtdn_push_auth_token",
          f"RTDN Pub/Sub push endpoint: https://billing.acme-games.example/play/rtdn?token={rnd(URLSAFE, 40)}\n토큰 안 맞으면 403 리턴하게 해둠",
          f"pubsub push subscription 만들 때 쓴 커맨드\ngcloud pubsub subscriptions create play-rtdn-push --topic=play-rtdn --push-endpoint=\"https://billing.acme-games.example/rtdn/v1?auth={hexs(48)}\"",
          f"실시간 개발자 알림 push 인증 시크릿 (서버 env RTDN_PUSH_SECRET): {rnd(ALNUM, 32)}")

    r.add("ugs_service_account_secret",
          f"UGS 서비스 계정 (cloud-code 배포용)\nKey ID: {uid()}\nSecret key: {ugs_secret()}\n→ CI 에 UGS_SERVICE_KEY_SECRET 로 등록함",
          f"ugs login --service-key-id {uid()} --secret-key-stdin <<< '{ugs_secret()}'",
          f"유니티 대시보드 service account 새로 팜. key id {uid()} / secret {ugs_secret()} (한번만 보여줌!!)")

    r.add("playfab_title_secret_key",
          f"PlayFab 타이틀 {playfab_title()} 시크릿키: {playfab_secret()}\nserver API (X-SecretKey 헤더) 전용",
          f"curl -X POST https://{playfab_title()}.playfabapi.com/Server/GetUserData -H \"X-SecretKey: {playfab_secret()}\" -H 'Content-Type: application/json' -d '{{\"PlayFabId\":\"{hexs(16).upper()}\"}}'",
          f"PF_TITLE_SECRET={playfab_secret()}  # live 타이틀, 운영툴에서만",
          f"플레이팹 secret key 로테이션함. 새거 {playfab_secret()} , 옛날거는 다음주 월요일에 삭제 예정")

    r.add("agora_app_certificate",
          f"Agora 음성채팅\nApp ID는 클라에 들어가도 되는데 App Certificate 는 토큰서버에만!!\ncert: {hexs(32)}",
          f"AGORA_APP_CERTIFICATE={hexs(32)}",
          f"agora primary certificate 활성화 완료 → {hexs(32)} (secondary 는 아직 안 만듦)")

    r.add("firebase_admin_private_key",
          "Firebase Admin SDK 키 (푸시/Auth custom token 발급 서버):\n" + service_account_json("acme-starrush-fb", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)),
          "firebase-adminsdk private key (GOOGLE_APPLICATION_CREDENTIALS 파일에서 복사)\n" + pkcs8_rsa_pem(),
          f"admin sdk 초기화 코드 테스트용\ncredential: cert({{ projectId: 'acme-puzzle-live', clientEmail: 'firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@acme-puzzle-live.iam.gserviceaccount.com', privateKey: {json.dumps(pkcs8_rsa_pem())} }})")

    r.add("kakao_rest_api_key",
          f"카카오 REST API 키 {kakao_key()} — 서버에서 토큰 검증/사용자정보 조회용",
          f"curl -H \"Authorization: KakaoAK {kakao_key()}\" 'https://dapi.kakao.com/v2/local/search/address.json?query=역삼동'",
          f"kakao:\n  rest_api_key: {kakao_key()}\n  redirect_uri: https://login.acme-games.example/oauth/kakao")

    r.add("kakao_admin_key",
          f"카카오 어드민 키 (unlink, 사용자 목록 조회) = {kakao_key()}\n이건 절대 클라에 넣으면 안됨. 서버 vault 에도 올릴 것",
          f"탈퇴 처리 배치: POST /v1/user/unlink  Authorization: KakaoAK {kakao_key()}  target_id_type=user_id",
          f"KAKAO_ADMIN_KEY={kakao_key()}")

    r.add("naver_cloud_secret_key",
          f"NCP API 인증키\nAccess Key ID: {ncp_access_id()}\nSecret Key: {ncp_secret()}\n(SENS 문자 발송 + Object Storage)",
          f"~/.ncloud/configure\n[DEFAULT]\nncloud_access_key_id = {ncp_access_id()}\nncloud_secret_access_key = {ncp_secret()}\nncloud_api_url = https://ncloud.apigw.ntruss.com",
          f"네이버클라우드 시크릿키 새로 발급 {ncp_secret()} — 서명 x-ncp-apigw-signature-v2 만들 때 씀")

    r.add("gamelift_aws_secret_access_key",
          f"GameLift fleet 배포용 IAM 유저 gamelift-deployer\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-2",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws gamelift upload-build --name starrush-ds --build-version 1.8.2 --build-root ./Build/Linux --operating-system AMAZON_LINUX_2",
          f"gamelift 키 페어 (매치메이킹 람다) {aws_key_id()} / {aws_secret()}")

    r.add("leaderboard_redis_password",
          f"랭킹 redis 접속: redis-cli -h rank-redis.acme.internal -p 6379 -a '{pw()}' --no-auth-warning",
          f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@leaderboard.redis.acme.internal:6380/2",
          f"리더보드 레디스 requirepass 바꿈\n{pw(20)}\n→ rank-api, season-batch 두 군데 재배포 필요",
          f"spring.redis:\n  host: rank-redis.acme.internal\n  password: {rnd(ALNUM + '!#', 22)}\n  ssl: true")

    r.add("game_server_jwt_secret",
          f"게임서버 JWT 서명 키 (HS256) = {b64(secrets.token_bytes(48))}",
          f"JWT_SECRET={hexs(64)}\nJWT_EXPIRES_IN=3600\n# auth-svc, match-svc 같은 값 써야 함",
          f"세션 토큰 signing secret 교체 완료.\n새 키: {rnd(URLSAFE, 64)}\n이전 키는 kid=v3 로 24시간 검증만 허용")

    r.add("app_store_connect_p8_key",
          f"App Store Connect API 키 (fastlane용) AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 내용:\n{p8_ec_key()}",
          f"fastlane api_key.json\n{json.dumps({'key_id': rnd(UPPER + DIGITS, 10), 'issuer_id': uid(), 'key': p8_ec_key(), 'in_house': False}, indent=2)}",
          f"ASC API 키 다시 받음 (다운로드 한번뿐이라 여기 박아둠)\n{p8_ec_key()}")

    r.add("ios_dist_p12_password",
          f"iOS Distribution 인증서 dist_2025.p12 비번: {pw()}",
          f"security import ./certs/ios_distribution.p12 -k build.keychain -P '{pw()}' -T /usr/bin/codesign",
          f"match 안 쓰고 수동 관리중. p12 export 할 때 넣은 암호 → {rnd(ALNUM, 14)}  (맥미니 빌드머신 키체인에도 같은거)")

    r.add("discord_bot_token",
          f"커뮤니티 디스코드 봇 (공지/쿠폰 알림) 토큰\n{discord_token()}",
          f"DISCORD_BOT_TOKEN={discord_token()}\nGUILD_ID={snowflake()}",
          f"봇 토큰 유출 의심돼서 reset 함. new: {discord_token()}")

    r.add("steamworks_publisher_key",
          f"Steamworks 퍼블리셔 Web API 키 (ISteamUser/CheckAppOwnership, 마이크로트랜잭션) : {steam_key()}",
          f"curl 'https://partner.steam-api.example/ISteamMicroTxn/InitTxn/v3/' -d key={steam_key()} -d orderid={digits(10)} -d appid={digits(7, lead=True)}",
          f"steam:\n  publisher_key: \"{steam_key()}\"\n  app_id: {digits(7, lead=True)}")

    sk_test, sk_live = toss_key("sk"), toss_key("sk", live=True)
    r.add("toss_payments_secret_key",
          f"토스페이먼츠 시크릿 키\n테스트: {sk_test}\n라이브: {sk_live}\n결제승인 API 는 Basic {{시크릿키:}} base64",
          f"curl -X POST https://api.tosspayments.example/v1/payments/confirm -H 'Authorization: Basic {basic(toss_key('sk', live=True), '')}' -H 'Content-Type: application/json'",
          f"TOSS_SECRET_KEY={toss_key('sk')}",
          f"웹상점 라이브 전환! live_sk 받음 → {toss_key('sk', live=True)} 서버 env 에만 넣기")

    r.add("android_keystore_password",
          f"upload keystore (starrush-upload.jks)\nstorePassword={pw()}\nkeyAlias=upload\nkeyPassword={pw()}",
          f"gradle.properties (로컬만, 커밋금지)\nRELEASE_STORE_PASSWORD={rnd(ALNUM, 18)}\nRELEASE_KEY_PASSWORD={rnd(ALNUM, 18)}",
          f"keytool -list -v -keystore puzzle-release.keystore -storepass {pw()} -alias release")

    r.add("apple_id_app_specific_password",
          f"notarytool / altool 용 앱 암호 (build@acme-games.example 계정): {groups(rnd(LOWER, 16), 4, '-')}",
          f"xcrun altool --upload-app -f StarRush.ipa -t ios -u build@acme-games.example -p {groups(rnd(LOWER, 16), 4, '-')}",
          f"transporter 로그인 앱전용암호 {groups(rnd(LOWER, 16), 4, '-')}")

    r.add("sentry_auth_token",
          f"sentry-cli dSYM 업로드 토큰 SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
          f"~/.sentryclirc\n[auth]\ntoken=sntryu_{hexs(64)}\n[defaults]\nurl=https://sentry.acme.internal/",
          f"fastlane sentry_upload_dsym(auth_token: 'sntryu_{hexs(64)}', org_slug: 'acme', project_slug: 'starrush-ios')")

    r.add("game_db_connection_string",
          f"메인 게임 DB (MySQL 8) mysql://game_rw:{rnd(ALNUM, 20)}@game-db-primary.acme.internal:3306/starrush?tls=true",
          f"ConnectionStrings__GameDb=Server=pg-live.acme.internal;Port=5432;Database=puzzle;User Id=puzzle_app;Password={pw()};SSL Mode=Require",
          f"로그DB 읽기전용 계정: mysql -h logdb.acme.internal -u log_ro -p'{rnd(ALNUM + '#!', 16)}' gamelog")

    r.add("gm_tool_admin_password",
          f"GM툴 (gm.acme.internal) 슈퍼관리자\nid: gm_master\npw: {pw()}",
          f"운영툴 admin 비번 {pw()} ← 이벤트 기간 끝나면 바꾸기",
          f"gm 툴 로그인 안되면 이걸로: admin / {rnd(ALNUM + '!@', 12)}")

    r.add("fcm_legacy_server_key",
          f"옛날 FCM legacy server key (HTTP v1 이전 전까지만 씀)\nAuthorization: key={fcm_server_key()}",
          f"push-old 서비스 env\nFCM_SERVER_KEY={fcm_server_key()}",
          f"레거시 푸시 서버키 아직 살아있음 ㅠ {fcm_server_key()} 6월에 끔")

    r.add("apns_auth_key_p8",
          f"APNs 인증키 (.p8) Key ID {rnd(UPPER + DIGITS, 10)} Team {rnd(UPPER + DIGITS, 10)}\n{p8_ec_key()}",
          f"푸시서버 apns.p8 교체본\n{p8_ec_key()}")

    r.add("game_server_ssh_private_key",
          f"데디서버 점프호스트 접속키 (deploy@bastion.acme.internal)\n{openssh_private()}",
          f"~/.ssh/gs_deploy 내용 백업\n{openssh_private()}")

    r.add("google_oauth_client_secret",
          f"Google 로그인 서버측 client_secret = GOCSPX-{rnd(URLSAFE, 28)}",
          f"client_secret.json\n{json.dumps({'web': {'client_id': digits(12, lead=True) + '-' + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com', 'client_secret': 'GOCSPX-' + rnd(URLSAFE, 28), 'redirect_uris': ['https://login.acme-games.example/oauth/google']}})}",
          f"play games services 서버 인증 (auth code 교환) secret: GOCSPX-{rnd(URLSAFE, 28)}")

    r.add("packet_encryption_key",
          f"패킷 암호화 AES-256 키 (서버/클라 핸드셰이크 후 세션키 유도용 마스터키)\nkey={hexs(64)}\niv={hexs(32)}",
          f"PACKET_MASTER_KEY={b64(secrets.token_bytes(32))}",
          f"세이브데이터 서버 백업 암호화키 {hexs(64)} — 이거 잃어버리면 복구 불가")

    r.add("anti_cheat_hmac_key",
          f"치트 방지 요청 서명 HMAC-SHA256 키: {b64(secrets.token_bytes(32))}\n(클라는 세션마다 받은 파생키만 들고 있음)",
          f"anticheat:\n  hmac_secret: {hexs(64)}\n  max_skew_sec: 30",
          f"score 검증용 서명키 바꿈 {rnd(URLSAFE, 43)}")

    r.add("cdn_url_signing_private_key",
          f"CloudFront signed URL 용 private key (패치 CDN)\n{pem('RSA PRIVATE KEY', 8)}",
          f"CDN 서명키 pk-cdn-sign.pem\n{pem('RSA PRIVATE KEY', 6)}")

    r.add("matchmaking_mq_password",
          f"amqp://matchmaker:{rnd(ALNUM, 20)}@mq.acme.internal:5672/match",
          f"Kafka SASL (매치 이벤트 토픽)\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"match-svc\" password=\"{pw()}\";",
          f"rabbitmq 관리콘솔 guest 막고 새 계정 ops / {pw()}")

    r.add("grafana_admin_password",
          f"grafana.acme.internal admin 비밀번호 {pw()}",
          f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 18)}  # 모니터링 docker-compose",
          f"그라파나 관리자 암호 초기화: grafana-cli admin reset-admin-password '{pw()}'")

    r.add("office_vpn_psk",
          f"사무실 VPN (IPsec) 사전공유키: {rnd(ALNUM, 24)}\n서버: vpn.acme-games.example",
          f"재택용 vpn 설정\ntype L2TP/IPsec PSK\nserver vpn.acme-games.example\npsk {rnd(ALNUM + '!', 20)}\nid 본인 사번")

    r.add("office_door_code",
          f"사무실 도어락 번호 바뀜 → {digits(6)}# (12층 서버실은 따로)",
          f"서버실 출입 비번 *{digits(6)}* 외부인 있을 때 누르지 말기",
          f"야근할때 경비 해제: 세콤 해제코드 {digits(4)} 누르고 카드 태그")

    r.add("company_card_cvv",
          f"애플 개발자 멤버십 갱신용 법인카드\n{groups(luhn('4', 16), 4)}\n유효기간 {card_expiry()} CVC {digits(3)}",
          f"스팀 앱 등록비 결제한 카드: {groups(luhn('5', 16), 4, '-')} exp {card_expiry()} cvv {digits(3)}",
          f"구글 플레이 콘솔 결제수단 카드번호 {luhn('4', 16)} / {card_expiry()} / {digits(3)} (팀장님 카드)")

    r.add("google_account_backup_codes",
          "build@ 구글 계정 2단계 백업코드\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
          "play console 오너 계정 백업 코드: " + ", ".join(digits(8) for _ in range(6)))

    r.add("aws_root_mfa_totp_seed",
          f"AWS 루트 계정 MFA 시크릿 (QR 대신 secret key) {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/AWS:root@acme-games.example?secret={rnd(BASE32, 32)}&issuer=AWS",
          f"GameLift 계정 root OTP seed: {rnd(BASE32, 32)}  ← 폰 바꾸면 이걸로 재등록")

    r.add("jenkins_api_token",
          f"jenkins.acme.internal 빌드 트리거용 API 토큰 (user: ci-bot) 11{hexs(32)}",
          f"curl -X POST -u ci-bot:11{hexs(32)} https://jenkins.acme.internal/job/starrush-android/buildWithParameters?BRANCH=release/1.9",
          f"젠킨스 토큰 재발급 → 11{hexs(32)}")

    r.add("upm_registry_token",
          f"~/.upmconfig.toml\n[npmAuth.\"https://upm.acme.internal\"]\ntoken = \"{rnd(URLSAFE, 40)}\"\nalwaysAuth = true",
          f"사내 유니티 패키지 레지스트리 npm 토큰 npm_{rnd(ALNUM, 36)}",
          f"//upm.acme.internal/:_authToken={rnd(URLSAFE, 40)}   ← .npmrc 에 이거 한줄")

    r.add("play_console_login_password",
          f"플레이 콘솔 로그인 (release@acme-games.example) 비번: {pw()}",
          f"구글플레이 개발자 계정 pw 변경함 → {pw(14)} 공유드라이브 문서 업데이트 필요")

    r.add("steam_builder_password",
          f"steamcmd +login acme_builder {pw()} +run_app_build ../scripts/app_build_{digits(7, lead=True)}.vdf +quit",
          f"스팀 빌드 업로드 전용 계정 acme_builder\n비번 {rnd(ALNUM, 16)}\nsteam guard 는 빌드머신에만 인증돼있음",
          f"steam partner 사이트 로그인: acme_pub / {pw()}")

    ag = hexs(32)
    r.add("agora_rtc_token",
          f"음성채팅 QA용 임시 RTC 토큰 (24h) 채널 qa-room-1\n{agora_token(ag)}",
          f"agora token 잘 나오는지 확인: {agora_token(hexs(32))}",
          f"라이브 방송 이벤트 호스트용 토큰 (만료 이벤트 종료 +1h)\nchannel=live_event_0915 uid=1\ntoken={agora_token(hexs(32))}")

    r.add("firebase_legacy_db_secret",
          f"RTDB 레거시 database secret (마이그 끝나면 삭제) {rnd(ALNUM, 40)}",
          f"curl 'https://acme-starrush-fb.firebaseio.example/events.json?auth={rnd(ALNUM, 40)}'",
          f"파이어베이스 DB 비밀번호(legacy secret)\n{rnd(ALNUM, 40)}")

    r.add("unity_cloud_build_api_key",
          f"Unity Build Automation API key: {hexs(32)}",
          f"curl -H 'Authorization: Basic {basic(hexs(32), '')}' https://build-api.unity.example/api/v1/orgs/acme/projects",
          f"클라우드빌드 웹훅 트리거 키 UCB_API_KEY={hexs(32)}")

    r.add("office_wifi_password",
          f"사무실 와이파이 ACME-5G 비번 {pw(12)}",
          f"게스트 wifi: ACME_Guest / {rnd(ALNUM, 10)}\n사내망: ACME-DEV / {rnd(ALNUM + '!', 14)}",
          f"QA룸 전용 AP (테스트폰만) SSID acme-qa pw: {digits(4)}qa{rnd(LOWER, 4)}!")

    r.add("gitlab_access_token",
          f"gitlab 개인 토큰 (read_repository, write_registry) glpat-{rnd(URLSAFE, 20)}",
          f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.internal/server/game-server.git",
          f"CI 배포토큰 deploy-bot: gldt-{rnd(URLSAFE, 20)}")

    r.add("admin_api_basic_auth",
          f"운영 API 헬스체크: curl -H 'Authorization: Basic {basic('ops', pw())}' https://admin-api.acme.internal/health",
          f"https://ops:{rnd(ALNUM, 16)}@metrics.acme.internal/prometheus 로 바로 들어가짐")

    r.add("qa_test_account_password",
          f"카카오 로그인 QA 테스트 계정\nqa.kakao01@acme-games.example / {pw()}\nqa.kakao02@acme-games.example / {pw()}",
          f"애플 샌드박스 테스터 sandbox_kr_03@acme-games.example 비번 {pw()}")

    r.add("gm_tool_session_cookie",
          f"GM툴 세션 쿠키 (SSO 장애때 임시로 이걸로 붙음)\ngm_session={rnd(URLSAFE, 48)}",
          f"curl 'https://gm.acme.internal/api/users/ban' -H 'Cookie: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}' -d 'uid=...'")

    r.add("qa_device_unlock_pin",
          f"QA 갤럭시 S23 (관리번호 QA-17) 잠금 PIN {digits(6)}",
          f"테스트 아이폰들 암호 전부 {digits(6)} 로 통일함",
          f"빌드머신 맥미니 로그인 암호 {pw(12)} / 화면보호기 해제도 같음")

    r.add("rtdn_webhook_hmac_secret",
          f"웹상점 결제 webhook 서명 검증 시크릿 whsec_{rnd(ALNUM, 32)}",
          f"toss 가상계좌 입금 콜백 secret (payments-callback 서비스): {rnd(ALNUM, 32)}")

    r.add("steam_encrypted_app_ticket_key",
          f"Steam Encrypted App Ticket 복호화 키 (Steamworks > 보안) {hexs(64)}",
          f"steam ticket decrypt key {hexs(64)} — auth-svc 에만",
          f"SteamEncryptedAppTicket_BDecryptTicket 에 넘기는 키 bytes (hex)\n{hexs(64)}")

    return r


# --- look-alikes -------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("play_licensing_public_key",
          f"Play 콘솔 > 수익 창출 설정 > 라이선스 — base64 공개키 (LVL, 클라에 넣는 용도라 공개돼도 괜찮음)\n{rsa_public_b64()}",
          f"BASE64_PUBLIC_KEY = \"{rsa_public_b64()}\"  // BillingManager.kt",
          f"퍼즐 앱 라이선스 키 (public key) 바뀐거 아님, 그대로 {rsa_public_b64()}",
          f"Unity IAP GooglePlayTangle 생성할 때 붙여넣은 RSA public key:\n{rsa_public_b64()}")

    r.add("admob_app_id",
          f"AdMob 앱 ID (AndroidManifest meta-data APPLICATION_ID) {admob_pub()}~{digits(10, lead=True)}",
          f"<key>GADApplicationIdentifier</key>\n<string>{admob_pub()}~{digits(10, lead=True)}</string>",
          f"iOS/AOS 애드몹 앱아이디\nAOS {admob_pub()}~{digits(10, lead=True)}\niOS {admob_pub()}~{digits(10, lead=True)}")

    r.add("admob_ad_unit_id",
          f"보상형 광고 단위 ID rewarded_revive = {admob_pub()}/{digits(10, lead=True)}",
          f"광고 단위\n- 배너 {admob_pub()}/{digits(10, lead=True)}\n- 전면 {admob_pub()}/{digits(10, lead=True)}\n- 보상형 {admob_pub()}/{digits(10, lead=True)}",
          f"테스트 끝나면 test unit → 실제 unit id {admob_pub()}/{digits(10, lead=True)} 로 교체")

    r.add("unity_project_id",
          f"UGS 프로젝트 ID {uid()} (환경: production {uid()})",
          f"ProjectSettings.asset cloudProjectId: {uid()}",
          f"유니티 대시보드 project id 헷갈려서 적어둠 starrush={uid()} / puzzle={uid()}")

    r.add("unity_game_id",
          f"Unity Ads game id — Android {digits(7, lead=True)} / iOS {digits(7, lead=True)}",
          f"Advertisement.Initialize(\"{digits(7, lead=True)}\", testMode: false);",
          f"LevelPlay 앱키 아님! Unity Ads Game ID 는 {digits(7, lead=True)}")

    r.add("playfab_title_id",
          f"PlayFab Title ID: {playfab_title()} (dev) / {playfab_title()} (live) — 클라 PlayFabSharedSettings 에 들어감",
          f"PlayFabSettings.staticSettings.TitleId = \"{playfab_title()}\";",
          f"플레이팹 타이틀 {playfab_title()} 은 시즌2 테스트용으로 새로 만든거")

    r.add("agora_app_id",
          f"Agora App ID (클라 초기화용, 공개돼도 무방. 인증은 토큰으로) {hexs(32)}",
          f"AGORA_APP_ID={hexs(32)}  # 클라 빌드 설정. certificate 는 여기 없음",
          f"agora 프로젝트 두개: voice-live appid {hexs(32)}, voice-qa appid {hexs(32)}",
          f"RtcEngine.initialize(RtcEngineContext(appId: '{hexs(32)}'))")

    proj = f"acme-starrush-{rnd(LOWER + DIGITS, 5)}"
    r.add("firebase_web_config",
          "웹상점 firebaseConfig (브라우저에 그대로 노출되는 값)\n" + json.dumps({"apiKey": firebase_api_key(), "authDomain": f"{proj}.firebaseapp.example", "projectId": proj, "storageBucket": f"{proj}.appspot.example", "messagingSenderId": digits(12, lead=True), "appId": f"1:{digits(12, lead=True)}:web:{hexs(22)}", "measurementId": "G-" + rnd(UPPER + DIGITS, 10)}, indent=2),
          f"google-services.json 의 current_key = {firebase_api_key()} (Android 앱 제한 걸려있음, 클라용)",
          f"GoogleService-Info.plist GOOGLE_APP_ID 1:{digits(12, lead=True)}:ios:{hexs(16)} / API_KEY {firebase_api_key()}")

    r.add("kakao_javascript_key",
          f"카카오 JavaScript 키 (웹상점 카카오 로그인 SDK, 도메인 제한 걸려있음) {kakao_key()}",
          f"Kakao.init('{kakao_key()}'); // JS 키라서 프론트에 있어도 됨",
          f"사전예약 페이지 공유하기 버튼 js key = {kakao_key()}")

    r.add("kakao_native_app_key",
          f"카카오 네이티브 앱 키 {kakao_key()}\nAndroid manifest scheme kakao{{네이티브앱키}}://oauth",
          f"<data android:host=\"oauth\" android:scheme=\"kakao{kakao_key()}\" />",
          f"iOS Info.plist KAKAO_APP_KEY = {kakao_key()} (native app key, 클라 배포됨)")

    r.add("naver_cloud_access_key_id",
          f"NCP Access Key ID 는 {ncp_access_id()} (ID 일뿐 시크릿 아님, 시크릿은 vault)",
          f"ncp 서브계정 game-ops 의 access key id: {ncp_access_id()} — 비활성화 예정",
          f"x-ncp-iam-access-key: {ncp_access_id()}\nx-ncp-apigw-signature-v2: (요청마다 계산)")

    r.add("toss_client_key",
          f"토스 클라이언트 키 (결제위젯, 프론트용) {toss_key('ck')}",
          f"const clientKey = \"{toss_key('ck', live=True)}\"; // live_ck 는 브라우저 노출 OK",
          f"테스트 ck: {toss_key('ck')}\n라이브 ck: {toss_key('ck', live=True)}\n(sk 는 여기 적지 말 것)",
          f"tossPayments = TossPayments('{toss_key('ck')}') 로 위젯 띄우면 됨")

    r.add("gamelift_fleet_id",
          f"GameLift 서울 리전 fleet {fleet()} (on-demand) / {fleet()} (spot)",
          f"aws gamelift describe-fleet-capacity --fleet-ids {fleet()} --region ap-northeast-2",
          f"1.9 빌드 올린 fleet id {fleet()}, alias alias-{uid()}")

    r.add("gamelift_fleet_arn",
          f"arn:aws:gamelift:ap-northeast-2:{aws_account()}:fleet/{fleet()}",
          f"매치메이킹 큐 destination: arn:aws:gamelift:ap-northeast-1:{aws_account()}:alias/alias-{uid()}",
          f"IAM 정책 Resource 에 넣은거\n\"Resource\": \"arn:aws:gamelift:ap-northeast-2:{aws_account()}:gamesessionqueue/starrush-ranked\"")

    r.add("steam_app_id",
          f"Steam AppID {digits(7, lead=True)} / Depot Windows {digits(7, lead=True)} / Depot Mac {digits(7, lead=True)}",
          f"steam_appid.txt → {digits(7, lead=True)} (데모는 {digits(7, lead=True)})",
          f"스팀 플레이테스트 app id {digits(7, lead=True)}")

    r.add("bundle_id_build_number",
          f"com.acmegames.starrush 1.9.3 (versionCode {digits(5, lead=True)}) 심사 제출",
          f"iOS 빌드 {digits(1, lead=True)}.{digits(1)}.{digits(1)} ({digits(4, lead=True)}) TestFlight 업로드 완료, bundle id kr.acme.puzzle",
          f"AOS aab 빌드넘버 {digits(6, lead=True)} / iOS CFBundleVersion {digits(8, lead=True)}")

    r.add("ios_transaction_id",
          f"환불 문의 건 originalTransactionId {ios_txn()}, transactionId {ios_txn()}",
          f"CS 티켓 #{digits(5)} 구독 미지급 → transaction_id {ios_txn()} 영수증 재검증하니 정상",
          f"App Store Server Notification 중복: notificationUUID {uid()}, txn {ios_txn()}")

    r.add("play_purchase_token_order",
          f"결제 누락 CS (주문별 purchase token, 주문 식별용)\norderId {gpa_order()}\npurchaseToken {purchase_token()}",
          f"환불 처리한 주문의 purchaseToken = {purchase_token()} (이 주문 하나에만 해당, 인증정보 아님)",
          f"RTDN 로그: subscriptionNotification type=4 purchaseToken={purchase_token()}")

    r.add("play_order_id",
          f"구글 주문번호 {gpa_order()} 부분환불",
          f"중복지급 의심 주문 {gpa_order()}, {gpa_order()}..0")

    r.add("player_uuid",
          f"밴 요청 player_id {uid()} (핵 사용 확정)",
          f"보상 재지급 대상\n{uid()}\n{uid()}\n{uid()}",
          f"QA 계정 플레이어 UUID = {uid()} / playfabId {hexs(16).upper()}")

    r.add("crashlytics_issue_hash",
          f"크래시 top1 issue {hexs(32)} (IL2CPP NullReference in ShopPopup)",
          f"Crashlytics issue id {hexs(32)} → 1.9.2 에서 해결됨, {hexs(32)} 는 아직",
          f"ANR 클러스터 해시 {hexs(40)} 리포트 첨부")

    r.add("signing_sha1_fingerprint",
          f"앱 서명 키 SHA-1 {sha1_fp()} (카카오/구글 로그인 콘솔에 등록)",
          f"upload key SHA1: {sha1_fp()}\napp signing key SHA1: {sha1_fp()}",
          f"카카오 키 해시 등록용 debug keystore SHA-1 {sha1_fp()}")

    r.add("assetlinks_sha256_fingerprint",
          f"assetlinks.json sha256_cert_fingerprints [\"{sha256_fp()}\"]",
          f"Play 앱 서명 인증서 SHA-256 지문 {sha256_fp()}")

    r.add("deep_link_url",
          f"딥링크 테스트: starrush://event/open?eventId=spring2025&ref={rnd(ALNUM, 8)}",
          f"https://link.acme-games.example/s/{rnd(ALNUM, 10)}?utm_source=discord&utm_campaign=s3_launch",
          f"adb shell am start -a android.intent.action.VIEW -d 'kr.acme.puzzle://stage/{digits(3)}?src=push_{hexs(8)}'")

    r.add("cdn_asset_hash",
          f"Addressables 카탈로그 hash {hexs(32)} (catalog_2025.09.12.json)",
          f"패치 번들 ui_shop_{hexs(32)}.bundle 이 CDN 캐시에 안 올라감",
          f"cdn.acme-games.example/patch/1.9.3/{hexs(40)}/manifest.json 무효화 요청")

    r.add("git_commit_sha",
          f"핫픽스 커밋 {hexs(40)} cherry-pick to release/1.9",
          f"서버 배포 버전 game-server@{hexs(7)} (full {hexs(40)})",
          f"문제 생긴 커밋 {hexs(12)} revert 함")

    r.add("container_image_digest",
          f"registry.acme.internal/game/match-svc@sha256:{hexs(64)}",
          f"롤백 대상 이미지 digest sha256:{hexs(64)}")

    r.add("vault_path_reference",
          "toss 시크릿키는 vault kv/game/prod/payments/toss 에 있음 (key: secret_key)",
          f"play 서비스계정 json 은 Secret Manager projects/acme-starrush-prod/secrets/play-sa-key/versions/{digits(1, lead=True)}",
          "kakao admin key 위치: vault read -field=admin_key kv/game/prod/kakao")

    r.add("env_var_reference",
          "APPLE_SHARED_SECRET, PF_TITLE_SECRET, AGORA_APP_CERTIFICATE 는 k8s secret game-secrets 에서 주입. 로컬은 .env.local (커밋X)",
          "새 환경변수 추가함: STEAM_PUBLISHER_KEY, DISCORD_BOT_TOKEN → helm values 에는 secretKeyRef 만",
          "JWT_SECRET 이 비어있으면 서버가 부팅 안되게 함 (fail fast)")

    r.add("password_rotation_notice",
          "리더보드 redis 비번 오늘 로테이션 완료, 새 값은 1Password 'Game Infra' 볼트 참고",
          "ios 배포 인증서 p12 암호는 팀장님만 알고 있음. 필요하면 물어보기",
          "디스코드 봇 토큰 reset 했고 이전 토큰은 만료됨. 봇 재시작 필요",
          "PlayFab secret key 구버전 삭제함 (2개 → 1개)")

    r.add("secret_policy_discussion",
          "시크릿키 정책: 최소 32바이트 랜덤, 90일마다 교체, 클라 번들에 sk_/admin key 들어가면 CI 에서 빌드 실패 처리",
          "GM툴 비밀번호 규칙 12자 이상 + 특수문자, 5회 틀리면 잠김",
          "토스 sk 는 서버만, ck 는 클라. 카카오 admin key 는 서버만, JS/native 키는 클라. 헷갈리지 말자")

    r.add("asc_key_id_issuer_id",
          f"App Store Connect API Key ID {rnd(UPPER + DIGITS, 10)} / Issuer ID {uid()} (p8 파일은 vault)",
          f"fastlane env: APP_STORE_CONNECT_API_KEY_KEY_ID={rnd(UPPER + DIGITS, 10)} APP_STORE_CONNECT_API_KEY_ISSUER_ID={uid()}",
          f"App Store Server API 용 키 id {rnd(UPPER + DIGITS, 10)} 새로 만듦 (In-App Purchase 타입)")

    r.add("apple_team_id",
          f"Apple Team ID {rnd(UPPER + DIGITS, 10)} (주식회사 에이크미게임즈)",
          f"DEVELOPMENT_TEAM = {rnd(UPPER + DIGITS, 10)}; // project.pbxproj")

    r.add("service_account_client_email",
          "play 영수증 검증 sa: play-receipt-validator@acme-starrush-prod.iam.gserviceaccount.com (Play Console 에 재무 권한 부여함)",
          "firebase-adminsdk-x2k9p@acme-puzzle-live.iam.gserviceaccount.com 권한 Firebase Admin 으로 축소")

    r.add("service_account_private_key_id",
          f"폐기한 서비스계정 키 private_key_id {hexs(40)} (GCP 콘솔에서 삭제 확인)",
          f"현재 활성 sa 키 id: {hexs(40)} / 만료 2026-03")

    r.add("ugs_key_id_only",
          f"UGS service account key id {uid()} 는 권한 Cloud Code Editor 만. secret 은 CI 변수",
          f"삭제한 UGS 서비스계정 키 ID {uid()}")

    r.add("discord_public_ids",
          f"디스코드 봇 application id {snowflake()}, interactions public key {hexs(64)} (서명 검증용 공개키)",
          f"커뮤니티 서버 guild {snowflake()} / 공지채널 {snowflake()} / 쿠폰채널 {snowflake()}",
          f"봇 초대링크 https://discord.example/oauth2/authorize?client_id={snowflake()}&scope=bot&permissions={digits(10, lead=True)}")

    r.add("steam_id64",
          f"스팀 리뷰 악성 유저 steamid {7656119 * 10**10 + int(digits(10))}",
          f"QA 스팀 계정 SteamID64 {7656119 * 10**10 + int(digits(10))} / {7656119 * 10**10 + int(digits(10))}")

    r.add("player_coupon_code",
          f"디스코드 이벤트 쿠폰 STAR{rnd(UPPER + DIGITS, 8)} (1인 1회, 공개 배포)",
          f"쿠폰 코드 {groups(rnd(UPPER + DIGITS, 12), 4, '-')} 사용량 {digits(4, lead=True)}회 — 오늘 만료",
          f"인플루언서용 쿠폰 SPRING25{rnd(UPPER, 4)} / HELLO{digits(4)}")

    r.add("office_address_phone",
          f"사무실: 서울 강남구 테헤란로 {digits(3, lead=True)}, 12층 (우 {digits(5, lead=True)})\n대표 02-{digits(4, lead=True)}-{digits(4)}",
          f"서버실 담당 김대리 {ktel()} / IDC 상황실 02-{digits(3, lead=True)}-{digits(4)}")

    r.add("business_registration_invoice",
          f"사업자등록번호 {digits(3, lead=True)}-{digits(2)}-{digits(5)}, 통신판매업 제2025-서울강남-{digits(5)}",
          f"유럽 퍼블리셔 인보이스 INV-2025-{digits(5)} 입금계좌 (상대방): {iban('DE', digits(18))}",
          f"세금계산서 승인번호 {digits(8)}-{digits(8)}-{digits(8)}")

    r.add("server_ip_hostname",
          f"match-01.acme.internal 10.20.{digits(2, lead=True)}.{digits(2, lead=True)} / match-02 10.20.{digits(2, lead=True)}.{digits(2, lead=True)}",
          f"게임서버 공인 IP 203.0.113.{secrets.randbelow(250) + 2} (방화벽 화이트리스트 요청)",
          "rank-redis.acme.internal:6379, rank-redis-replica.acme.internal:6379 (auth 는 vault)")

    r.add("redis_key_schema",
          f"리더보드 키 규칙 lb:season:{digits(2)}:global / lb:season:{digits(2)}:guild:{{guildId}}",
          f"redis-cli ZREVRANGE lb:weekly:{digits(4, lead=True)}-W{digits(2)} 0 99 WITHSCORES")

    r.add("jwks_public_key",
          "auth-svc JWKS (공개키, /.well-known/jwks.json 로 노출)\n" + json.dumps({"keys": [{"kty": "RSA", "kid": f"gs-{hexs(8)}", "use": "sig", "alg": "RS256", "n": b64u(secrets.token_bytes(256)), "e": "AQAB"}]}),
          f"토큰 검증용 public key PEM\n-----BEGIN PUBLIC KEY-----\n{chunk64(rsa_public_b64())}\n-----END PUBLIC KEY-----")

    r.add("apns_device_token",
          f"푸시 안오는 유저 device token {hexs(64)}",
          f"APNs 테스트 보낼 QA 아이폰 토큰 {hexs(64)}")

    r.add("app_store_app_id",
          f"앱스토어 Apple ID {digits(10, lead=True)} https://apps.apple.example/kr/app/id{digits(10, lead=True)}",
          f"In-App Purchase 상품 id com.acmegames.starrush.gem_{digits(4)} / 구독 그룹 {digits(8, lead=True)}")

    r.add("sdk_versions",
          f"Unity 2022.3.{digits(2, lead=True)}f1, Firebase SDK 12.{digits(1)}.{digits(1)}, AdMob 9.{digits(1)}.{digits(1)}, PlayFab SDK 2.{digits(3, lead=True)}.{digits(6, lead=True)}",
          f"Agora SDK 4.{digits(1)}.{digits(1)} 업그레이드 후 crash 증가, Kakao SDK 2.2{digits(1)}.{digits(1)}",
          f"openjdk 17.0.{digits(2)}+{digits(1)}, gradle 8.{digits(1)}, AGP 8.{digits(1)}.{digits(1)}")

    r.add("certificate_serial",
          f"iOS Distribution 인증서 시리얼 {hexs(32).upper()} 만료일 2026-0{secrets.randbelow(9) + 1}-1{digits(1)}",
          f"APNs 인증서 (구버전) serial number {groups(hexs(16).upper(), 2, ':')} revoke 함")

    r.add("kakao_app_id_numeric",
          f"카카오 디벨로퍼스 앱 ID {digits(6, lead=True)} (키 아님, 앱 번호)",
          f"카카오게임 채널 ID _{rnd(ALNUM, 6)} / 앱 ID {digits(6, lead=True)}")

    r.add("aws_resource_ids",
          f"gamelift VPC peering: vpc-{hexs(17)} / sg-{hexs(17)} / 계정 {aws_account()}",
          f"빌드 S3 버킷 acme-gamelift-builds, build id build-{uid()}",
          f"CloudWatch 알람 arn:aws:cloudwatch:ap-northeast-2:{aws_account()}:alarm:fleet-cpu-high")

    r.add("sentry_client_dsn",
          f"클라 SentryOptions Dsn = https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)} (DSN 은 공개용)",
          f"Unity Sentry SDK DSN https://{hexs(32)}@o{digits(6, lead=True)}.sentry.acme.example/{digits(7, lead=True)}")

    r.add("google_oauth_client_id",
          f"웹 클라이언트 ID (GoogleSignIn requestIdToken 에 넣는 값) {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"iOS REVERSED_CLIENT_ID com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
          f"PGS 서버 클라 ID {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com — secret 은 따로")

    r.add("test_device_serials",
          f"QA 기기 대여 목록\nQA-17 Galaxy S23 SN R5C{rnd(UPPER + DIGITS, 8)}\nQA-21 iPhone 15 SN {rnd(UPPER + DIGITS, 10)}",
          f"테스트폰 택배 송장 CJ대한통운 {digits(12, lead=True)} (UDID {hexs(8).upper()}-{hexs(16).upper()})")

    r.add("keystore_alias_info",
          "upload keystore: starrush-upload.jks, alias upload, RSA 2048, 유효 25년 — 비번은 금고 봉투",
          "play app signing 은 구글이 관리, 우리는 upload key 만. 분실하면 콘솔에서 업로드 키 재설정 요청")

    r.add("mfa_enrollment_notice",
          "AWS root MFA 를 YubiKey 2개로 교체함. 기존 OTP 앱 등록은 해제",
          "Play Console 오너 계정 2단계 인증 백업코드는 출력해서 사무실 금고에 보관 (파일 없음)")

    r.add("kms_ciphertext",
          f"sops 로 암호화된 값 (복호화는 KMS 권한 있는 사람만)\ntoss_secret_key: ENC[AES256_GCM,data:{b64(secrets.token_bytes(27))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          "aws kms encrypt 결과 CiphertextBlob " + b64(bytes([1, 2, 2, 0, 0x78]) + secrets.token_bytes(150)))

    r.add("match_id_logs",
          f"서버 로그 matchId={uid()} sessionId=gsess-{uid()} region=ap-northeast-2 result=timeout",
          f"리플레이 파일 replay_{hexs(16)}.bin 분석 요청 (신고 {digits(6, lead=True)})")

    r.add("cloudfront_key_pair_id",
          f"CloudFront 공개키 ID K{rnd(UPPER + DIGITS, 13)} (key group patch-signers) — private key 는 vault",
          f"signed url 의 Key-Pair-Id=K{rnd(UPPER + DIGITS, 13)} 는 공개값")

    r.add("helpdesk_ticket_ids",
          f"지라 SRV-{digits(4, lead=True)} (RTDN 중복 수신) / SRV-{digits(4, lead=True)}",
          f"구글 플레이 지원 케이스 {digits(1, lead=True)}-{digits(13)} 답변 대기",
          f"애플 DTS 요청 번호 {digits(9, lead=True)}")

    return r


def main() -> None:
    write_corpora("make_heldout146.py", [
        ("heldout146_credentials.yaml", credentials(), "batch 146 (Seoul mobile-game backend dev, Korean/English notes, server secrets beside client keys), written blind; every value synthetic"),
        ("heldout146_lookalikes.yaml", lookalikes(), "batch 146 look-alikes: client-side game keys, store/ad/player ids, fingerprints and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
