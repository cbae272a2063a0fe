# ruff: noqa: E501
"""Writes heldout295_credentials.yaml and heldout295_lookalikes.yaml: held-out batch 295.

Persona: a backend and DevOps engineer at a mobile game studio in Seoul who writes his notes
in Korean mixed with English tech terms. He keeps AWS and GCP service-account keys, Unity and
Firebase server keys, Kakao and Naver developer API secrets, the Jenkins admin password, the
Redis and MySQL passwords inside connection strings, the company VPN OTP seed, the NAS admin
password and his KakaoBank and Toss PINs; next to them sit many look-alikes: build numbers,
commit hashes, Firebase web API keys and app ids (public), Kakao JavaScript and native app
keys (public), AdMob unit ids, bundle ids, pod names, S3 object keys, ticket numbers and
masked phone numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    digits,
    groups,
    hexs,
    mac,
    openai_project_key,
    openssh_private,
    pem_body,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

PROJECTS = ("acme-puzzle-live", "acme-rpg-prod", "acme-idle-stg", "acme-match3-dev")


def kpw() -> str:
    """A password this engineer would pick or generate: some typed as Korean words on an
    English keyboard, some generated."""
    return pick(
        pw(),
        f"{pick('dkssud', 'rkawk', 'tkfkd', 'gkstkd', 'dlswn', 'wjdtn')}{digits(4)}{pick('!', '@', '#', '$')}{rnd(ALNUM, 3)}",
        f"Acme{pick('Games', 'Studio', 'Live')}{digits(4)}{pick('!', '@', '#')}{rnd(ALNUM, 4)}",
        rnd(ALNUM + "!@#$%^*", 18),
    )


def cpw() -> str:
    """A password that sits inside a URL without escaping."""
    return rnd(ALNUM, pick(20, 24, 32))


def pin(n: int = 6) -> str:
    while True:
        p = digits(n)
        if len(set(p)) > 2:
            return p


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def firebase_web_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def firebase_app_id(platform: str) -> str:
    return f"1:{digits(12, lead=True)}:{platform}:{hexs(16 if platform != 'web' else 22)}"


def gcp_sa(project: str, name: str, indent: int | None = 2) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }, indent=indent)


def naver_id() -> str:
    return rnd(ALNUM + "_", 20)


def naver_secret() -> str:
    return rnd(ALNUM, 10)


def ncp_access() -> str:
    return rnd(UPPER + DIGITS, 20)


def ncp_secret() -> str:
    return rnd(ALNUM, 40)


def otp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def jenkins_token() -> str:
    return "11" + hexs(32)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def xoxb() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def discord_token() -> str:
    return f"{b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def p8_key() -> str:
    body = pem_body(3) + "\n" + rnd(B64, 8)
    return f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----"


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def apple_asp() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def unity_serial() -> str:
    return "E3-" + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(5))


def admob_pub() -> str:
    return digits(16, lead=True)


def key_hash() -> str:
    return b64(secrets.token_bytes(20))


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def masked_phone() -> str:
    return pick(f"010-****-{digits(4)}", f"010-{digits(2)}**-**{digits(2)}", f"010-****-**{digits(2)}")


def credentials() -> Rows:
    r = Rows()

    k1, s1, k2, s2, k3, s3, k4, s4, k5, s5 = (f() for _ in range(5) for f in (aws_key_id, aws_secret))
    r.add(
        "aws_access_key",
        f"AWS 배포용 IAM user (ci-deployer) 키 기억해줘\nAccess key ID: {k1}\nSecret access key: {s1}",
        f"[default]\naws_access_key_id = {k2}\naws_secret_access_key = {s2}\nregion = ap-northeast-2\n← 새 맥북 ~/.aws/credentials 에 이거 넣어야 함",
        f"s3 업로드 스크립트용 키: {k3} / {s3} (버킷 acme-cdn-assets 전용 정책 붙어있음)",
        f"export AWS_ACCESS_KEY_ID={k4}\nexport AWS_SECRET_ACCESS_KEY={s4}\nexport AWS_DEFAULT_REGION=ap-northeast-2  # 라이브 로그 수집 배치용",
        f"GameLift 빌드 업로드 계정 aws key id {k5} secret {s5} 잊지말것!!",
    )

    r.add(
        "gcp_service_account_key",
        f"GCP 서비스계정 키 (firebase-adminsdk, {PROJECTS[0]}) 백업. 콘솔에서 다시 못 받음\n{gcp_sa(PROJECTS[0], 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
        f"bigquery-export SA json 한줄버전 (jenkins secret file 로 올릴 것):\n{gcp_sa(PROJECTS[1], 'bigquery-export', None)}",
        f"GOOGLE_APPLICATION_CREDENTIALS 로 쓰는 play-publisher 키 내용\nprivate_key_id: {hexs(40)}\nprivate_key:\n-----BEGIN PRIVATE KEY-----\n{pem_body(5)}\n-----END PRIVATE KEY-----\nclient_email: play-publisher@{PROJECTS[2]}.iam.gserviceaccount.com",
        f"gcs 에셋 업로더 sa key ({PROJECTS[3]})\n{gcp_sa(PROJECTS[3], 'asset-uploader')}",
    )

    f1, f2, f3, f4 = (fcm_server_key() for _ in range(4))
    r.add(
        "firebase_server_key",
        f"FCM 서버 키 (legacy) - push-worker 에서 씀: {f1}",
        f"Authorization: key={f2}\n← curl 로 FCM 푸시 테스트할 때 헤더",
        f"firebase cloud messaging server key 퍼즐게임 프로젝트\n{f3}",
        f"push.yml\nfcm:\n  server_key: \"{f4}\"\n  sender_id: {digits(12, lead=True)}",
    )

    r.add(
        "unity_cloud_build_api_key",
        f"Unity Cloud Build API key: {hexs(32)} (jenkins 에서 빌드 트리거용)",
        f"UCB api키 {hexs(32)} — 조직 acme-games, 프로젝트 puzzle-live",
        f"curl -X POST -H \"Content-Type: application/json\" -H \"Authorization: Basic {hexs(32)}\" \"$UCB_API/orgs/acme-games/projects/rpg/buildtargets/android-release/builds\"",
        f"유니티 클라우드빌드 키 바뀜 → {hexs(32)}\n(예전 키는 revoke 했음)",
    )

    ka1, ks1, ka2, ks2, ka3, ks3, ka4, ks4 = (f() for _ in range(4) for f in (uid, lambda: rnd(URLSAFE, 32)))
    r.add(
        "unity_services_secret_key",
        f"UGS 서비스 계정 (Cloud Code 배포용)\nKey ID: {ka1}\nSecret key: {ks1}",
        f"ugs login --service-key-id {ka2} --secret-key-stdin <<< '{ks2}'",
        f"Unity Gaming Services 서비스계정 basic auth 헤더: Authorization: Basic {basic(ka3, ks3)}",
        f"UGS_SERVICE_KEY_ID={ka4}\nUGS_SERVICE_SECRET_KEY={ks4}",
    )

    r.add(
        "unity_license_serial",
        f"Unity Pro 시리얼 (빌드머신용 seat): {unity_serial()}",
        f"유니티 라이선스 시리얼 {unity_serial()} — 빌드서버 재설치하면 다시 activate 해야함",
        f"unity -quit -batchmode -serial {unity_serial()} -username build@acme.example -password '{kpw()}'",
    )

    r.add(
        "kakao_admin_key",
        f"카카오 어드민 키 (절대 클라에 넣지 말 것): {hexs(32)}",
        f"Authorization: KakaoAK {hexs(32)}  ← 서버에서 카카오 푸시/친구목록 호출할 때",
        f"kakao developers > 앱 설정 > 앱 키\nREST API 키: {hexs(32)}\nAdmin 키: {hexs(32)}",
        f"kakao admin key {hexs(32)} 퍼즐 앱 (앱 ID {digits(6, lead=True)})",
    )

    r.add(
        "kakao_client_secret",
        f"카카오 로그인 Client Secret: {rnd(ALNUM, 32)} (활성화 상태: 사용함)",
        f"spring.security.oauth2.client.registration.kakao.client-secret={rnd(ALNUM, 32)}",
        f"카카오 REST API key {hexs(32)} + client secret {rnd(ALNUM, 32)} → auth 서버 .env 에",
        f"카카오싱크 client_secret 재발급함: {rnd(ALNUM, 32)}",
    )

    n1, n2, n3 = naver_id(), naver_id(), naver_id()
    r.add(
        "naver_client_secret",
        f"네이버 개발자센터 검색 API\nClient ID: {n1}\nClient Secret: {naver_secret()}",
        f"X-Naver-Client-Id: {n2}\nX-Naver-Client-Secret: {naver_secret()}",
        f"네아로(네이버 아이디로 로그인) client_secret={naver_secret()} (client_id {n3})",
        f"NAVER_CLIENT_ID={naver_id()}\nNAVER_CLIENT_SECRET={naver_secret()}",
    )

    r.add(
        "ncp_api_key",
        f"NCP(네이버 클라우드) API 인증키\nAccess Key ID: {ncp_access()}\nSecret Key: {ncp_secret()}",
        f"ncloud configure 할때: access key {ncp_access()} / secret {ncp_secret()}",
        f"[DEFAULT]\nncloud_access_key_id = {ncp_access()}\nncloud_secret_access_key = {ncp_secret()}",
        f"네클 SENS(문자발송) 서브계정 키 {ncp_access()}:{ncp_secret()}",
    )

    r.add(
        "jenkins_admin_password",
        f"젠킨스 admin 비번 {kpw()}",
        f"Jenkins http://jenkins.acme.internal:8080\nid: admin\npw: {kpw()}",
        f"initialAdminPassword (새로 깐 jenkins-2 서버): {hexs(32)}",
        f"jenkins 관리자 비밀번호 바꿧음 → {kpw()} (이전꺼 폐기)",
        f"빌드서버 젠킨스 로그인 admin / {kpw()}",
    )

    r.add(
        "jenkins_api_token",
        f"jenkins api token (user: build-bot): {jenkins_token()}",
        f"curl -X POST -u build-bot:{jenkins_token()} http://jenkins.acme.internal:8080/job/android-release/buildWithParameters?BRANCH=release/1.14",
        f"JENKINS_TOKEN={jenkins_token()}  # 슬랙봇에서 빌드 트리거",
        f"젠킨스 내 계정 API 토큰 새로 만듦 (이름: macbook-cli) {jenkins_token()}",
    )

    r.add(
        "redis_connection_string",
        f"라이브 세션 레디스: redis://:{cpw()}@redis-live.acme.internal:6379/0",
        f"REDIS_URL=rediss://default:{cpw()}@cache-rank.acme.internal:6380/2",
        f"랭킹 레디스 requirepass {cpw()}",
        f"redis-cli -h redis-session.acme.internal -p 6379 -a '{cpw()}' --no-auth-warning",
        f"spring:\n  redis:\n    host: redis-stg.acme.internal\n    port: 6379\n    password: {cpw()}",
    )

    r.add(
        "mysql_connection_string",
        f"게임 API 메인 DB: mysql://game_api:{cpw()}@mysql-main.acme.internal:3306/game_live",
        f"jdbc:mysql://mysql-stg.acme.internal:3306/game_stg?user=game_api&password={cpw()}&useSSL=true",
        f"로그 DB 접속 mysql -h db-replica.acme.internal -u readonly -p'{cpw()}' gamelog",
        f"DB_DSN=gameuser:{cpw()}@tcp(mysql-shard01.acme.internal:3306)/shard01?parseTime=true&loc=Asia%2FSeoul",
        f"spring.datasource.url=jdbc:mysql://mysql-main.acme.internal:3306/billing\nspring.datasource.username=billing\nspring.datasource.password={cpw()}",
        f"| 환경 | host | user | pw |\n|---|---|---|---|\n| dev | mysql-dev.acme.internal | dev | {cpw()} |\n| stg | mysql-stg.acme.internal | game_api | {cpw()} |",
    )

    s_a, s_b, s_c, s_d, s_e = (otp_seed(pick(16, 32)) for _ in range(5))
    r.add(
        "vpn_otp_seed",
        f"회사 VPN OTP 시드 (폰 바꿀 때 필요): {groups(s_a, 4)}",
        f"otpauth://totp/ACME-VPN:jhkim?secret={s_b}&issuer=ACME-VPN&digits=6&period=30",
        f"vpn otp secret key {s_c} (google authenticator 에 수동입력)",
        f"VPN 2FA 백업 키 {s_d}\n폰 잃어버리면 이걸로 복구",
        f"포티클라이언트 vpn.acme.internal 접속: 비번 {kpw()} + OTP 시드 {s_e}",
    )

    r.add(
        "nas_admin_password",
        f"시놀로지 NAS (nas.acme.internal:5001) admin 비번 {kpw()}",
        f"NAS 관리자 계정 id admin pw {kpw()}",
        f"사무실 나스 DSM 로그인: admin / {kpw()}\nQuickConnect ID: acme-studio-nas",
        f"nas 비번 바꿨음: {kpw()}  (아트팀 공유폴더 권한은 그대로)",
    )

    r.add(
        "kakaobank_pin",
        f"카카오뱅크 간편비밀번호 {pin()}",
        f"카뱅 pin {pin()}",
        f"카카오뱅크 앱 비번 6자리: {pin()} (인증서 비번은 따로)",
        f"kakaobank 로그인 PIN = {pin()}",
    )

    r.add(
        "toss_pin",
        f"토스 비밀번호 {pin()}",
        f"toss 간편비번 {pin()} 잊지마",
        f"토스 앱 잠금 PIN: {pin()} / 토스뱅크 체크카드 비번 {pin(4)}",
        f"토스 6자리 {pin()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT (repo, workflow 권한) {ghp()}",
        f"fine-grained token, game-server repo 전용, 90일 만료\n{github_pat()}",
        f"git remote set-url origin https://jhkim:{ghp()}@github.acme.internal/server/game-api.git",
        f"GH_TOKEN={ghp()}  # gh cli 릴리즈 자동화",
    )

    r.add(
        "slack_bot_token",
        f"배포알림봇 slack bot token: {xoxb()}",
        f"SLACK_BOT_TOKEN={xoxb()}\nSLACK_CHANNEL=#deploy-live",
        f"슬랙 봇 토큰 (장애알림 봇, chat:write 권한) {xoxb()}",
        f"젠킨스 Slack Notification 플러그인 토큰 → {xoxb()}",
    )

    r.add(
        "android_keystore_password",
        f"keystore.properties\nstoreFile=../keys/acme-upload.jks\nstorePassword={kpw()}\nkeyAlias=upload\nkeyPassword={kpw()}",
        f"업로드 키스토어 비번 {kpw()} , 키 alias upload, 키 비번도 동일",
        f"signingConfigs {{\n  release {{\n    storeFile file('release.keystore')\n    storePassword '{kpw()}'\n    keyAlias 'acme-rpg'\n    keyPassword '{kpw()}'\n  }}\n}}",
        f"Unity Publishing Settings > keystore pass: {kpw()} / alias(acme) pass: {kpw()}",
    )

    r.add(
        "app_store_connect_api_key",
        f"App Store Connect API 키 (fastlane 용)\nKey ID: {asc_key_id()}\nIssuer ID: {uid()}\n{p8_key()}",
        f"AuthKey_{asc_key_id()}.p8 내용 (한 번만 다운로드 가능해서 여기 백업)\n{p8_key()}",
        "fastlane api_key.json\n" + json.dumps({"key_id": asc_key_id(), "issuer_id": uid(), "key": p8_key() + "\n", "in_house": False}, indent=2),
        f"ASC_KEY_ID={asc_key_id()}\nASC_ISSUER_ID={uid()}\nASC_KEY_CONTENT=\"{p8_key()}\"",
    )

    r.add(
        "apple_app_specific_password",
        f"altool/transporter 업로드용 앱 암호: {apple_asp()}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_asp()}",
        f"애플 앱 전용 암호 (build@acme.example 계정) {apple_asp()}",
        f"xcrun altool --upload-app -f Acme.ipa -u build@acme.example -p {apple_asp()}",
    )

    r.add(
        "sentry_auth_token",
        f"sentry auth token (릴리즈 생성 + sourcemap 업로드): sntryu_{hexs(64)}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}\nSENTRY_URL=https://sentry.acme.internal/",
        f"센트리 토큰 {hexs(64)} (org: acme-games)",
        f"sentry-cli --auth-token sntryu_{hexs(64)} releases new rpg@1.14.2",
    )

    r.add(
        "datadog_api_key",
        f"Datadog API key: {hexs(32)}\nApplication key: {hexs(40)}",
        f"DD_API_KEY={hexs(32)}  # 게임서버 agent",
        f"datadog app key (대시보드 export 스크립트) {hexs(40)}",
        f"helm install datadog-agent --set datadog.apiKey={hexs(32)} --set datadog.site=datadoghq.com",
    )

    r.add(
        "ssh_private_key",
        f"bastion 접속키 (~/.ssh/acme_bastion)\n{openssh_private()}",
        f"배포용 deploy key private 부분 — github.acme.internal game-api repo\n{openssh_private()}",
        f"IDC 게임서버 ssh 키 백업\n{openssh_private()}",
    )

    r.add(
        "argocd_admin_password",
        f"ArgoCD admin 초기 비번 {rnd(URLSAFE, 16)} (argocd-initial-admin-secret)",
        f"argocd login argocd.acme.internal --username admin --password '{kpw()}' --grpc-web",
        f"아르고 admin pw {kpw()}",
        f"argocd 로그인 정보\nurl: https://argocd.acme.internal\nid: admin\npassword: {kpw()}",
    )

    r.add(
        "grafana_admin_password",
        f"그라파나 admin / {kpw()}",
        f"GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD={kpw()}",
        f"grafana.acme.internal 관리자 비번 {kpw()} (모니터링 대시보드)",
        f"kube-prometheus-stack values: grafana.adminPassword: \"{kpw()}\"",
    )

    r.add(
        "harbor_robot_token",
        f"harbor 로봇계정 robot$acme+ci-push 시크릿: {rnd(ALNUM, 32)}",
        f"docker login harbor.acme.internal -u 'robot$acme+jenkins' -p '{rnd(ALNUM, 32)}'",
        f"하버 CI용 robot token {rnd(ALNUM, 32)} (만료 없음으로 설정함)",
        f"imagePullSecret 만들때:\nkubectl create secret docker-registry harbor-cred --docker-server=harbor.acme.internal --docker-username='robot$acme+pull' --docker-password='{rnd(ALNUM, 32)}'",
    )

    mp, rp, gp = cpw(), cpw(), kpw()
    r.add(
        "kubernetes_secret_manifest",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: mysql-auth\n  namespace: game-live\ntype: Opaque\ndata:\n  username: {b64(b'game_api')}\n  password: {b64(mp.encode())}",
        f"redis-auth secret (stringData 버전)\napiVersion: v1\nkind: Secret\nmetadata:\n  name: redis-auth\nstringData:\n  REDIS_PASSWORD: {rp}",
        f"kubectl create secret generic grafana-admin -n monitoring --from-literal=admin-user=admin --from-literal=admin-password='{gp}'",
        f"k8s 시크릿 kakao-keys\ndata:\n  KAKAO_ADMIN_KEY: {b64(hexs(32).encode())}\n  KAKAO_CLIENT_SECRET: {b64(rnd(ALNUM, 32).encode())}",
    )

    r.add(
        "openai_api_key",
        f"CS 문의 요약봇용 OpenAI 키 {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai 키 (번역 자동화, 월 한도 $200) → {openai_project_key()}",
        f"로컬 테스트용 openai key\n{openai_project_key()}",
    )

    r.add(
        "office_wifi_password",
        f"사무실 와이파이 ACME-5G 비번 {kpw()}",
        f"WIFI:T:WPA;S:ACME-Guest;P:{kpw()};;",
        f"QA룸 테스트폰 wifi (ACME-QA) pw: {kpw()}",
        f"와이파이 ACME-Dev / {kpw()}  (게스트용 아님)",
    )

    r.add(
        "discord_bot_token",
        f"디스코드 커뮤니티 공지봇 토큰 {discord_token()}",
        f"DISCORD_BOT_TOKEN={discord_token()}",
        f"discord bot token (쿠폰 이벤트 봇) {discord_token()}",
    )

    r.add(
        "door_lock_code",
        f"사무실 도어락 번호 {pin()}#",
        f"서버실 출입 비번 {pin(4)}* (주말엔 보안팀 연락)",
        f"집 현관 비번 {pin(8)}",
    )

    r.add(
        "postgres_connection_string",
        f"분석 DB: postgresql://analytics:{cpw()}@pg-analytics.acme.internal:5432/events",
        f"PGPASSWORD='{cpw()}' psql -h pg-cs.acme.internal -U cs_tool -d cstool",
        f"DATABASE_URL=postgres://metabase:{cpw()}@pg-bi.acme.internal:5432/metabase?sslmode=require",
        f"airflow 메타DB sql_alchemy_conn = postgresql+psycopg2://airflow:{cpw()}@pg-airflow.acme.internal/airflow",
    )

    r.add(
        "rds_master_password",
        f"RDS (game-live-aurora) master user admin / {kpw()}",
        f"aws rds modify-db-cluster --db-cluster-identifier game-live-aurora --master-user-password '{cpw()}' --apply-immediately",
        f"오로라 마스터 비번 {kpw()} — 평소엔 쓰지말고 game_api 계정 쓸것",
        f"terraform.tfvars\ndb_master_username = \"admin\"\ndb_master_password = \"{cpw()}\"",
    )

    r.add(
        "server_root_password",
        f"스테이징 서버 root 비번 {kpw()}",
        f"ubuntu@bastion.acme.internal sudo 비번: {kpw()}",
        f"IDC 서버 iDRAC root/{kpw()}",
        f"게임서버 gs-01~gs-08 root pw 전부 {kpw()} (곧 키 인증으로 바꿀 예정)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "build_number",
        f"Android versionCode {digits(8, lead=True)} / versionName 1.14.2 → 구글 심사 올림",
        f"jenkins android-release #{digits(4, lead=True)} 성공 (commit {hexs(7)})",
        f"iOS 1.14.2 ({digits(3, lead=True)}) TestFlight 배포, 빌드 번호 다음엔 +1 할 것",
        f"Unity Cloud Build #{digits(3, lead=True)} ios-release 실패 — Xcode 16 이슈",
        f"서버 이미지 태그 game-api:1.14.2-b{digits(4, lead=True)}-{hexs(8)}",
    )

    r.add(
        "git_commit_hash",
        f"핫픽스 커밋 {hexs(40)} 라이브에 체리픽함",
        f"롤백 기준 커밋: {hexs(7)} (release/1.14 브랜치)",
        f"git revert {hexs(40)}  # 랭킹 보상 중복지급 버그",
        f"git bisect 결과 범인: {hexs(12)} \"refactor: inventory cache\"",
        f"release/1.15 머지 커밋 {hexs(40)}, 태그 v1.15.0",
    )

    r.add(
        "firebase_web_config",
        f"firebase 웹 config (운영툴 로그인 페이지, 공개값임)\napiKey: \"{firebase_web_key()}\"\nauthDomain: \"{PROJECTS[0]}.firebaseapp.com\"\nprojectId: \"{PROJECTS[0]}\"\nappId: \"{firebase_app_id('web')}\"",
        f"Firebase Web API key {firebase_web_key()} — 클라 번들에 들어가는 값, 비밀 아님 (제한은 API 키 제한으로)",
        f"google-services.json current_key: {firebase_web_key()} (안드 앱에 포함되는 키)",
        f"GoogleService-Info.plist API_KEY = {firebase_web_key()} / GCM_SENDER_ID = {digits(12, lead=True)}",
        f"파이어베이스 웹 apiKey 바뀐거 아님, 그대로 {firebase_web_key()} 씀. HTTP referrer 제한 acme.example 만 허용",
    )

    r.add(
        "firebase_app_id",
        f"Firebase 앱 ID (android): {firebase_app_id('android')}",
        f"iOS firebase app id {firebase_app_id('ios')} — crashlytics 업로드 스크립트에 필요",
        f"firebase appdistribution:distribute app.apk --app {firebase_app_id('android')} --groups qa",
        f"GOOGLE_APP_ID = {firebase_app_id('ios')}",
    )

    r.add(
        "kakao_javascript_key",
        f"카카오 JavaScript 키 (웹 공유하기용, 공개돼도 됨 - 도메인 제한 걸림): {hexs(32)}",
        f"Kakao.init('{hexs(32)}'); // 이벤트 페이지 event.acme.example",
        f"kakao js key {hexs(32)} 사이트 도메인에 https://event.acme.example 등록함",
        f"KAKAO_JS_KEY={hexs(32)}  # 프론트 빌드 env, 공개키",
    )

    r.add(
        "kakao_native_app_key",
        f"카카오 네이티브 앱 키 {hexs(32)} (AndroidManifest 에 들어감, 공개값)",
        f"<meta-data android:name=\"com.kakao.sdk.AppKey\" android:value=\"{hexs(32)}\" />",
        f"Info.plist KAKAO_APP_KEY = {hexs(32)}, URL scheme kakao{hexs(32)}",
        f"유니티 카카오 SDK 설정 native app key: {hexs(32)}",
    )

    r.add(
        "kakao_key_hash",
        f"카카오 키 해시 (릴리즈 키스토어): {key_hash()}",
        f"kakao developers 플랫폼 > Android 키 해시 등록: {key_hash()} (debug), {key_hash()} (release)",
        f"keytool -exportcert ... | openssl sha1 -binary | openssl base64 → {key_hash()}",
        f"플레이 앱서명 키 해시도 추가해야 함: {key_hash()}",
    )

    r.add(
        "admob_unit_id",
        f"AdMob 보상형 광고 unit id: ca-app-pub-{admob_pub()}/{digits(10, lead=True)}",
        f"admob app id ca-app-pub-{admob_pub()}~{digits(10, lead=True)} (AndroidManifest)",
        f"테스트 광고 단위 ca-app-pub-3940256099942544/5224354917 로 QA 할 것, 라이브 단위 ca-app-pub-{admob_pub()}/{digits(10, lead=True)}",
        f"전면광고 iOS ca-app-pub-{admob_pub()}/{digits(10, lead=True)} , 안드 ca-app-pub-{admob_pub()}/{digits(10, lead=True)}",
        f"배너 unit id 바꿈 → ca-app-pub-{admob_pub()}/{digits(10, lead=True)}",
    )

    r.add(
        "bundle_id",
        "번들 ID: com.acme.puzzlelive (iOS) / com.acme.puzzlelive.android",
        "applicationId \"com.acmegames.rpg.global\" — 한국 빌드는 com.acmegames.rpg.kr",
        f"애플 팀 ID {rnd(UPPER + DIGITS, 10)}, 번들 com.acme.idle.stg",
        "스테이징 앱은 bundle id 뒤에 .stg 붙임: com.acme.match3.stg",
    )

    r.add(
        "pod_name",
        f"{pod_name('game-api')} OOMKilled 3번, 메모리 limit 올려야함",
        f"kubectl logs -n game-live {pod_name('matchmaker')} --previous",
        f"CrashLoopBackOff: {pod_name('push-worker')} (FCM 타임아웃)",
        f"kubectl exec -it {pod_name('ranking-batch')} -n game-live -- sh",
        f"재시작된 pod: {pod_name('auth-server')}, {pod_name('auth-server')}",
    )

    r.add(
        "s3_object_key",
        f"s3://acme-cdn-assets/bundles/android/1.14.2/{hexs(32)}.bundle",
        f"aws s3 cp s3://acme-game-logs/live/2025/01/{digits(2)}/game-api-{uid()}.log.gz .",
        f"CDN 에셋 경로 assets/ios/{digits(8, lead=True)}/catalog_{hexs(16)}.json",
        f"크래시 덤프 s3 key: crash-dumps/{uid()}/minidump.dmp",
        f"패치 파일 s3://acme-patch/rpg/patch_{digits(4, lead=True)}_{hexs(8)}.zip 올림",
    )

    r.add(
        "jira_ticket",
        f"GAME-{digits(4, lead=True)} 결제 누락 이슈 - 영수증 검증 타임아웃",
        f"OPS-{digits(3, lead=True)} 레디스 메모리 증설 요청 (ticket)",
        f"SRV-{digits(4, lead=True)}, SRV-{digits(4, lead=True)} 이번 스프린트에 처리",
        f"QA 버그 BUG-{digits(5, lead=True)}: 길드전 보상 2번 지급",
        f"지라 티켓 INFRA-{digits(3, lead=True)} 'VPN OTP 재발급' 처리완료",
    )

    r.add(
        "masked_phone_number",
        f"CS 문의 유저 연락처 {masked_phone()} (마스킹된 값만 받음)",
        f"본인인증 실패 유저 {masked_phone()}, 통신사 KT",
        f"SMS 발송 로그: to={masked_phone()} status=DELIVERED",
        f"당첨자 {masked_phone()} / {masked_phone()} 쿠폰 발송완료",
    )

    r.add(
        "aws_arn",
        f"arn:aws:iam::{aws_account()}:role/gamelift-fleet-role",
        "버킷 정책 Resource: arn:aws:s3:::acme-cdn-assets/bundles/*",
        f"시크릿 ARN arn:aws:secretsmanager:ap-northeast-2:{aws_account()}:secret:prod/game-api/mysql-{rnd(ALNUM, 6)} (값은 여기 없음)",
        f"SNS topic arn:aws:sns:ap-northeast-2:{aws_account()}:live-alerts 에 슬랙 연동",
    )

    r.add(
        "gcp_service_account_email",
        f"SA 이메일 firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{PROJECTS[0]}.iam.gserviceaccount.com 에 권한 추가",
        f"gcloud projects add-iam-policy-binding {PROJECTS[1]} --member=serviceAccount:bigquery-export@{PROJECTS[1]}.iam.gserviceaccount.com --role=roles/bigquery.dataEditor",
        f"play-publisher@{PROJECTS[2]}.iam.gserviceaccount.com 플레이 콘솔에 초대 (키는 jenkins credential 에)",
        f"workload identity 쓰면 SA 키 파일 필요없음: asset-uploader@{PROJECTS[3]}.iam.gserviceaccount.com",
    )

    r.add(
        "docker_image_digest",
        f"harbor.acme.internal/game/api@sha256:{hexs(64)}",
        f"라이브 배포 이미지 digest sha256:{hexs(64)} (1.14.2)",
        f"docker pull harbor.acme.internal/game/matchmaker@sha256:{hexs(64)}",
        f"이미지 ID {hexs(12)} 용량 812MB, 베이스 이미지 교체 필요",
    )

    r.add(
        "secret_reference",
        "DB 비번은 Vault secret/data/game-live/mysql 에 있음 (vault kv get 으로 확인)",
        "- name: Upload to Firebase\n  env:\n    FCM_SERVER_KEY: ${{ secrets.FCM_SERVER_KEY }}\n    KAKAO_ADMIN_KEY: ${{ secrets.KAKAO_ADMIN_KEY }}",
        "env:\n- name: REDIS_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: redis-auth\n      key: password",
        "aws secretsmanager get-secret-value --secret-id prod/game-api/mysql --query SecretString",
        "KAKAO_ADMIN_KEY, NAVER_CLIENT_SECRET 는 환경변수로 주입 (값은 1Password 'Server' vault)",
        "jenkins credentials id: ncp-access-key (Secret text), gcp-sa-json (Secret file) — Jenkinsfile 에서 withCredentials 로 씀",
    )

    r.add(
        "password_policy_talk",
        "NAS admin 비번 분기마다 교체, 다음 교체 4월 첫째주",
        "카뱅 간편비번 5회 틀리면 잠김. 조심",
        "VPN OTP 폰 바꾸면 IT팀에 재발급 요청해야함 (시드는 안 알려줌, QR 새로 줌)",
        "젠킨스 admin 비번은 금고 봉투에 있음 (팀장님 자리 캐비닛)",
        "레디스 비번 32자 이상 랜덤으로 하기로 함, 특수문자는 URL 인코딩 귀찮아서 제외",
    )

    r.add(
        "masked_credential",
        f"유출 의심 키 AKIA************{rnd(UPPER + DIGITS, 4)} 비활성화함 (CloudTrail 확인중)",
        f"openai key sk-proj-...{rnd(ALNUM, 4)} 삭제 완료",
        "젠킨스 로그에 찍힌 토큰은 **** 로 마스킹 됨, 원본 노출 없음",
        f"카카오 어드민 키 끝자리 ...{hexs(4)} 인 거 폐기",
        f"ghp_****{rnd(ALNUM, 4)} 만료 예정 메일 옴 (7일 남음)",
    )

    r.add(
        "ssh_public_key",
        f"bastion authorized_keys 에 추가: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jhkim@macbook",
        f"deploy key (public) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jenkins@acme",
        f"신규 입사자 공개키 ssh-rsa {ssh_pub('ssh-rsa', 270)} newbie@acme.example",
        f"SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} ← 내 ed25519 키 지문",
    )

    r.add(
        "uuid_in_url",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/game-live-overview?orgId=1",
        f"운영툴 유저 상세 https://admin.acme.internal/users/{uid()}",
        f"Unity Cloud Build 로그 https://build.acme.internal/builds/{uid()}/log",
        f"장애 리포트 문서 https://wiki.acme.internal/pages/{uid()}",
    )

    r.add(
        "crashlytics_issue_id",
        f"crashlytics 이슈 {hexs(32)} — NullReference in GuildManager",
        f"크래시 top1 issue id {hexs(32)} (1.14.2 에서만 발생)",
        f"Crashlytics issue {hexs(32)} 닫음, 1.14.3 에서 수정",
        f"ANR 이슈 {hexs(32)}, 안드 12 이하에서 많음",
    )

    r.add(
        "google_oauth_client_id",
        f"구글 로그인 웹 클라이언트 ID {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"iOS client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, reversed는 URL scheme 에",
        f"GPGS 설정 webClientId: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"OAuth client_id 만 공유함 (secret 은 안줌): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )

    r.add(
        "google_play_order_id",
        f"환불 요청 주문번호 GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
        f"결제 누락 CS: GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} 수동 지급 완료",
        f"중복결제 의심 GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}..0",
        f"구글 주문 ID GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} 영수증 검증 OK",
    )

    r.add(
        "app_store_transaction_id",
        f"iOS 결제 transactionId {digits(16, lead=True)} 환불됨",
        f"originalTransactionId {digits(16, lead=True)} 구독 갱신 실패",
        f"애플 영수증 transaction_id: {digits(15, lead=True)} → 유저한테 다이아 지급",
    )

    r.add(
        "config_near_secret_words",
        "password_min_length: 12\nlockout_threshold: 5\nlockout_minutes: 30",
        "redis maxmemory 4gb, maxmemory-policy allkeys-lru, timeout 300",
        "access_token_ttl: 3600\nrefresh_token_ttl: 1209600  # 14일",
        "JWT 서명 RS256, 키 로테이션 90일 주기, kid 헤더로 구분",
        "otp: digits=6 period=30 algorithm=SHA1 (VPN 설정값)",
    )

    r.add(
        "unity_project_id",
        f"Unity Cloud project id {uid()} (puzzle-live)",
        f"UGS 환경 ID production: {uid()} / staging: {uid()}",
        f"Unity org id {digits(13, lead=True)}, 프로젝트 {uid()}",
        f"ProjectSettings cloudProjectId: {uid()}",
    )

    r.add(
        "asset_bundle_hash",
        f"Hashes:\n  AssetFileHash:\n    serializedVersion: 2\n    Hash: {hexs(32)}",
        f"addressables 카탈로그 해시 {hexs(32)} 로 캐시 무효화 확인",
        f"ui_common 번들 CRC {digits(10, lead=True)}, hash {hexs(32)}",
        f"패치 검증: 서버 hash {hexs(32)} == 클라 hash 일치",
    )

    r.add(
        "naver_client_id",
        f"네이버 로그인 client_id {naver_id()} (secret 은 vault 에 있음)",
        f"네아로 버튼 프론트 코드 clientId: \"{naver_id()}\", callbackUrl: https://auth.acme.example/naver/callback",
        f"네이버 검색광고 customer id {digits(7, lead=True)}",
    )

    r.add(
        "signing_cert_fingerprint",
        f"릴리즈 키스토어 SHA-1: {fingerprint(20)} (firebase 에 등록)",
        f"Play 앱 서명 인증서 SHA-256: {fingerprint(32)}",
        f"debug keystore SHA1 {fingerprint(20)} → 구글 로그인 안되면 이거 등록됐는지 확인",
        f"assetlinks.json sha256_cert_fingerprints: [\"{fingerprint(32)}\"]",
    )

    r.add(
        "parcel_tracking_number",
        f"테스트폰 배송 CJ대한통운 운송장 {digits(12, lead=True)}",
        f"맥미니 빌드머신 반품 송장번호 {digits(12, lead=True)} (로젠)",
        f"우체국 등기 {digits(13, lead=True)} — 게임 굿즈 샘플",
    )

    r.add(
        "internal_endpoint",
        "redis-live.acme.internal:6379 (db0 세션, db2 랭킹)",
        "writer mysql-main.acme.internal:3306 / reader mysql-ro.acme.internal:3306",
        f"jenkins.acme.internal:8080, agent 포트 50000, 빌드 노드 MAC {mac()}",
        "nas.acme.internal:5001 (DSM), SMB 는 \\\\nas.acme.internal\\art",
    )

    r.add(
        "sentry_dsn_client",
        f"유니티 클라 Sentry DSN (클라 빌드에 들어가는 공개 DSN): https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}  # 웹 운영툴 프론트",
        f"sentry 프로젝트 rpg-client id {digits(2, lead=True)}, DSN public key {hexs(32)}",
    )

    r.add(
        "masked_bank_account",
        f"법인카드 연결 계좌 카카오뱅크 3333-**-***{digits(4)}",
        f"토스 송금 받는 계좌 ***-****-{digits(4)} (이름 마스킹)",
        f"월급 통장 끝자리 {digits(4)}",
    )

    r.add(
        "player_user_id",
        f"문의 유저 uid {uid()} 길드 보상 미지급",
        f"밴 처리 player_id {digits(10, lead=True)} (매크로)",
        f"테스트 계정 uid {hexs(24)} (mongo ObjectId 형식)",
        f"카카오 로그인 유저 app_user_id {digits(10, lead=True)} 탈퇴 처리",
    )

    r.add(
        "cloud_resource_id",
        f"라이브 게임서버 인스턴스 i-0{hexs(16)} 재부팅",
        f"보안그룹 sg-0{hexs(16)} 에 VPN 대역 10.20.0.0/16 추가",
        f"vpc-0{hexs(16)} / subnet-0{hexs(16)} (ap-northeast-2a)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout295.py", [
        ("heldout295_credentials.yaml", credentials(), "Held-out batch 295: credentials a Seoul mobile-game backend/DevOps engineer keeps in Korean-English notes (cloud keys, Kakao/Naver secrets, DB URLs, VPN OTP seed, bank PINs)"),
        ("heldout295_lookalikes.yaml", lookalikes(), "Held-out batch 295: look-alikes from the same engineer's notes (build numbers, hashes, public Firebase/Kakao keys, AdMob ids, pod names, references to secrets, masked values)"),
    ])


if __name__ == "__main__":
    main()
