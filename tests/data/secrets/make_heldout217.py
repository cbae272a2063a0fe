# ruff: noqa: E501
"""Writes heldout217_credentials.yaml and heldout217_lookalikes.yaml: held-out batch 217.

Persona: a fintech backend developer in Mumbai who builds payment flows on Razorpay, Paytm,
PhonePe and Cashfree, sends OTPs through MSG91, runs on AWS and GCP with MongoDB Atlas and
Firebase, and writes notes in Indian English with some Hindi mixed in. The credentials are
gateway key secrets, webhook secrets, salt keys, UPI PINs, cloud keys, connection strings
and net banking logins; the look-alikes are gateway key ids, order, payment and refund ids,
UPI references, VPAs, masked Aadhaar and PAN numbers, GSTINs, IFSC codes, merchant ids,
Atlas hostnames, webhook event ids and settlement UTRs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

GST_CHARS = DIGITS + UPPER


def rzp(prefix: str) -> str:
    """A Razorpay entity id: prefix, then 14 alphanumerics."""
    return f"{prefix}_{rnd(ALNUM, 14)}"


def rzp_secret() -> str:
    return rnd(ALNUM, 24)


def paytm_key() -> str:
    return rnd(ALNUM + "#@&_%!", 16)


def paytm_mid() -> str:
    return "ACMEPy" + digits(14)


def cashfree_secret(env: str = "prod") -> str:
    return f"cfsk_ma_{env}_{hexs(32)}_{hexs(8)}"


def cashfree_app_id() -> str:
    return digits(6, lead=True) + hexs(26)


def msg91_key() -> str:
    return digits(6, lead=True) + "A" + rnd(ALNUM, 15)


def firebase_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def gcp_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def atlas_host(name: str) -> str:
    return f"{name}.{rnd(LOWER + DIGITS, 5)}.mongodb.net"


def pan(kind: str = "P") -> str:
    return rnd(UPPER, 3) + kind + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1)


def gstin(state: str = "27") -> str:
    """A GSTIN with a valid mod-36 check character."""
    body = state + pan(pick("C", "F", "P")) + pick("1", "2") + "Z"
    total = 0
    for i, c in enumerate(body):
        prod = GST_CHARS.index(c) * (2 if i % 2 else 1)
        total += prod // 36 + prod % 36
    return body + GST_CHARS[(36 - total % 36) % 36]


def ifsc() -> str:
    return pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "YESB") + "0" + digits(6)


def rrn() -> str:
    return digits(12, lead=True)


def utr() -> str:
    bank = pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK")
    return pick(f"{bank}N{digits(2, lead=True)}{digits(3)}{digits(8)}", f"{bank}R5{digits(4)}{digits(13)}")


def upi_pin() -> str:
    return pick(digits(4), digits(6))


def net_pw() -> str:
    return pick(
        f"{pick('Mumbai', 'Bandra', 'Powai', 'Chembur', 'Andheri')}@{digits(4)}{pick('#', '!', '$')}",
        rnd(ALNUM + "@#$!", 12),
        f"{pick('Chai', 'Vada', 'Pav', 'Dosa')}{pick('Lover', 'Time', 'King')}{digits(2)}@{digits(2)}",
    )


def pw_mix() -> str:
    return pick(rnd(ALNUM, 20), rnd(ALNUM + "!@#%^*", 18), rnd(ALNUM + "-_", 24))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "razorpay_key_secret",
        f"Razorpay live keys for acme-pay prod (yaad rakhna, dashboard se dobara nahi dikhega):\nkey_id: {rzp('rzp_live')}\nkey_secret: {rzp_secret()}",
        f"rzp test secret = {rzp_secret()} (key id {rzp('rzp_test')}), sandbox ke liye hi use karna",
        f"RAZORPAY_KEY_ID={rzp('rzp_live')}\nRAZORPAY_KEY_SECRET={rzp_secret()}\n^ ye prod .env ka hai, staging wala alag hai",
        f"curl -u {rzp('rzp_test')}:{rzp_secret()} https://api.razorpay.example/v1/orders -d amount=50000 -d currency=INR",
        f"new razorpay secret after regen today: {rzp_secret()} .. purana wala revoke ho gaya",
        f"Authorization: Basic {basic(rzp('rzp_live'), rzp_secret())}  -- razorpay basic auth header jo settlement cron use karta hai",
    )
    r.add(
        "razorpay_webhook_secret",
        f"razorpay webhook secret (payment.captured + refund.processed endpoint): {pw_mix()}",
        f"Webhook secret for https://api.acme.test/hooks/razorpay -> {rnd(ALNUM, 32)}\nX-Razorpay-Signature verify karne ke liye HMAC-SHA256 isi se",
        f"RZP_WEBHOOK_SECRET=\"{pw_mix()}\"",
        f"bhai webhook secret jo maine staging me set kiya tha: AcmeHook#{digits(4)}{rnd(UPPER, 3)} , prod me alag rakhna",
        f"rzp webhook secrt (typo in dashboard label lol) - {rnd(ALNUM, 16)}",
    )
    r.add(
        "paytm_merchant_key",
        f"Paytm PG staging\nMID: {paytm_mid()}\nMerchant Key: {paytm_key()}\nWebsite: WEBSTAGING",
        f"paytm merchant key (prod) {paytm_key()} - checksum generate karne ke liye chahiye, kisi ko mat dena",
        f"PAYTM_MERCHANT_KEY='{paytm_key()}'  # mid {paytm_mid()}",
        f"Paytm ka naya key aaya mail pe: {paytm_key()} . Old one stops working on 1st",
        f"paytmchecksum.generateSignature(body, \"{paytm_key()}\")  <- test script me hardcode kiya hai, baad me env me daalna",
    )
    r.add(
        "phonepe_salt_key",
        f"PhonePe UAT\nmerchantId: ACMEPAYUAT\nsalt key: {uid()}\nsalt index: 1",
        f"phonepe prod salt key {uid()} index 2 (index 1 wala rotate kiya 3 march ko)",
        f"X-VERIFY = sha256(base64payload + \"/pg/v1/pay\" + \"{uid()}\") + \"###1\"  -- salt key inline hai isme",
        f"PHONEPE_SALT_KEY={uid()}\nPHONEPE_SALT_INDEX=1",
        f"PhonePe salt: {uid()} (merchant ACME{digits(6)}ONLINE)",
    )
    r.add(
        "upi_pin",
        f"Pixel 7 test phone - screen lock {digits(6)}, UPI PIN {digits(4)}",
        f"test phone (Redmi Note, +91 98XXX) pe BHIM UPI PIN {digits(6)} hai - sandbox account, QA ko dena ho to",
        f"UPI PIN for the Pixel test device: {digits(4)}",
        f"GPay upi pin {digits(4)}, PhonePe wale me {digits(6)} - dono test SIM pe",
        f"remember: UPI pin on office test handset is {digits(6)}, change nahi karna warna automation fail hoga",
        f"upi pn {digits(4)} (axis test acct on the Samsung)",
    )
    r.add(
        "cashfree_client_secret",
        f"Cashfree PG sandbox\nx-client-id: TEST{cashfree_app_id()}\nx-client-secret: {cashfree_secret('test')}",
        f"cashfree prod secret key - {cashfree_secret()}",
        f"CASHFREE_APP_ID={cashfree_app_id()}\nCASHFREE_SECRET_KEY={cashfree_secret()}",
        f"cashfree payouts client secret {rnd(ALNUM, 40)} (payouts ka alag hai PG se)",
        f"curl -H 'x-client-id: TEST{cashfree_app_id()}' -H 'x-client-secret: {cashfree_secret('test')}' -H 'x-api-version: 2023-08-01' https://sandbox.cashfree.example/pg/orders",
    )
    r.add(
        "msg91_auth_key",
        f"MSG91 authkey: {msg91_key()} (OTP ke liye, DLT template approved hai)",
        f"msg91 auth key {msg91_key()}",
        f"MSG91_AUTH_KEY={msg91_key()}\nMSG91_SENDER_ID=ACMEPY",
        f"curl 'https://control.msg91.example/api/v5/otp?template_id={hexs(24)}&mobile=9198XXXXXXXX' -H 'authkey: {msg91_key()}'",
        f"naya msg91 key liya kyunki purana leak ho gaya tha github pe 🤦 : {msg91_key()}",
    )
    r.add(
        "aws_access_key",
        f"[acme-payments-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"AWS creds for the ledger-uploader IAM user: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=ap-south-1",
        f"s3 recon bucket wala key: access {aws_key_id()} secret {aws_secret()} - sirf read only hai",
        f"aws secret key (mumbai region deploy user) {aws_secret()}",
    )
    r.add(
        "gcp_service_account_key",
        f'{{\n  "type": "service_account",\n  "project_id": "acme-pay-analytics",\n  "private_key_id": "{hexs(40)}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "bq-loader@acme-pay-analytics.iam.gserviceaccount.com"\n}}',
        f"GCP bigquery SA key ka private key part:\n{pem('PRIVATE KEY', 5)}",
        f"gcp api key for the geocoding backend (server side, restricted to our NAT IP): {gcp_api_key()}",
        f"service account json ka private_key_id {hexs(40)} aur key:\n{pem('PRIVATE KEY', 3)}",
        f"GOOGLE_API_KEY={gcp_api_key()}  # translate api, server only, bill hota hai isse",
    )
    r.add(
        "mongodb_atlas_connection_string",
        f"mongodb+srv://payments_rw:{rnd(ALNUM, 16)}@{atlas_host('acmepay-prod')}/ledger?retryWrites=true&w=majority",
        f"Atlas staging conn string: mongodb+srv://acme_stg:{net_pw().replace('@', '%40')}@{atlas_host('acmepay-stg')}/payments",
        f"MONGO_URI=\"mongodb+srv://recon_job:{rnd(ALNUM, 20)}@{atlas_host('acme-recon')}/recon?authSource=admin\"",
        f"atlas db user: analytics_ro\npassword: {pw_mix()}\ncluster: {atlas_host('acmepay-analytics')}",
        f"mongosh \"mongodb+srv://{atlas_host('acmepay-dev')}/test\" --username dev_rahul --password '{rnd(ALNUM, 14)}'",
    )
    r.add(
        "firebase_server_key",
        f"purana GCM key jo abhi bhi merchant app v3 me hai: {firebase_server_key()} - migrate to HTTP v1 jaldi",
        f"FCM legacy server key (push notifications for merchant app):\n{firebase_server_key()}",
        f"firebase server key = {firebase_server_key()}",
        f"curl -X POST -H \"Authorization: key={firebase_server_key()}\" -H 'Content-Type: application/json' https://fcm.acme.test/fcm/send",
        f"FIREBASE_SERVER_KEY={firebase_server_key()}  (sender id {digits(12, lead=True)})",
    )
    r.add(
        "netbanking_password",
        f"HDFC netbanking\ncust id: {digits(8, lead=True)}\nIPIN: {net_pw()}",
        f"ICICI corporate netbanking login - corp id ACMEPAY{digits(3)}, user id ops{digits(2)}, pwd {net_pw()}",
        f"SBI online: username acme_{rnd(LOWER, 5)} password {net_pw()} profile pwd {net_pw()}",
        f"Kotak net banking ka password badla: {net_pw()} (CRN {digits(9, lead=True)})",
        f"mummy ka axis netbanking pwd {net_pw()} - unke liye bills pay karta hoon",
        f"current account (Yes Bank) login pw {net_pw()} , transaction pw alag hai: {net_pw()}",
    )
    r.add(
        "postgres_connection_string",
        f"pgbouncer userlist: \"ledger_app\" \"{pw_mix()}\"",
        f"DATABASE_URL=postgresql://settlement_svc:{rnd(ALNUM, 22)}@pg-primary.payments.internal:5432/settlements",
        f"psql \"host=pg-replica.acme.internal dbname=ledger user=readonly password={pw_mix()} sslmode=require\"",
        f"RDS master password for acme-kyc-db: {pw_mix()}",
        f"postgres://recon:{rnd(ALNUM, 18)}@10.20.4.11:5432/recon  -- bastion ke through hi chalega",
    )
    r.add(
        "redis_password",
        f"sentinel auth-pass mymaster {rnd(ALNUM, 26)}",
        f"redis-cli -h redis-otp.acme.internal -a '{rnd(ALNUM, 24)}' --tls",
        f"requirepass {rnd(ALNUM, 32)}   # otp cache redis, elasticache auth token",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 28)}@cache.acme.internal:6380/0",
        f"redis ka AUTH token (rate limiter cluster) - {rnd(ALNUM + '-_', 40)}",
    )
    r.add(
        "jwt_signing_secret",
        f"partner API HMAC signing secret (ACME-X-Signature): {hexs(64)} , partner ko bhi same diya hai",
        f"JWT_SECRET={hexs(64)}",
        f"merchant dashboard jwt signing key (HS256): {b64(secrets.token_bytes(48))}",
        f"auth-service ka access token secret {rnd(ALNUM, 48)}, refresh token secret {rnd(ALNUM, 48)}",
        f"jwt:\n  secret: \"{rnd(URLSAFE, 43)}\"\n  expiry: 15m",
    )
    r.add(
        "github_token",
        f"gh auth login --with-token <<< gho_{rnd(ALNUM, 36)}",
        f"github PAT for CI deploys: ghp_{rnd(ALNUM, 36)}",
        f"fine grained token (acme-pay/ledger repo, read only): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://rahul-acme:ghp_{rnd(ALNUM, 36)}@github.acme.test/acme-pay/settlement.git",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # release workflow, expire hoga 90 din me",
    )
    r.add(
        "ssh_private_key",
        f"sftp key for the bank MIS file drop (ICICI H2H):\n{pem('RSA PRIVATE KEY', 5)}\npassphrase: {pw_mix()}",
        f"bastion-mumbai ka ssh key (ec2-user), ~/.ssh/acme_bastion me save karna:\n{openssh_private()}",
        f"deploy key for the recon box\n{openssh_private()}",
        f"old RSA key jo jenkins use karta hai:\n{pem('RSA PRIVATE KEY', 6)}",
    )
    r.add(
        "card_details",
        f"Amazon pe AWS credits ke liye company Amex: {luhn('37', 15)} exp {card_expiry()} CID {digits(4)}",
        f"corporate card (AWS billing): {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"test karne ke liye apna HDFC debit card: {luhn('5', 16)} , {card_expiry()}, CVV {digits(3)}, ATM PIN {digits(4)}",
        f"Rupay card {groups(luhn('6', 16), 4)} valid thru {card_expiry()} cvv {digits(3)}",
        f"ICICI credit card ka PIN {digits(4)} aur card no ending {digits(4)}",
    )
    r.add(
        "google_app_password",
        f"zoho/gmail smtp app pass {app_password()} (finance@acme.test se invoices jaate hai)",
        f"gmail app password for alerts@acme.test SMTP: {app_password()}",
        f"SMTP_USER=noreply@acme.test\nSMTP_PASS={app_password().replace(' ', '')}",
        f"google workspace app pwd (jenkins mailer) - {app_password()}",
        f"app password mil gaya finally: {app_password()}",
    )
    r.add(
        "sendgrid_api_key",
        f"SG key (marketing, restricted) -> {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid key for invoice emails {sendgrid_key()} (full access nahi, sirf mail send)",
        f"sg api key: {sendgrid_key()}",
        f"mail.api_key = \"{sendgrid_key()}\"  # settlement report mailer",
    )
    r.add(
        "slack_bot_token",
        f"slack incoming webhook for #recon-alerts: https://hooks.acme.test/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 8)}/{rnd(ALNUM, 24)}",
        f"slack bot token for #payments-alerts: xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"alertmanager slack token xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)} , channel id C0{rnd(UPPER + DIGITS, 9)}",
        f"slack signing secret (interactive buttons for refund approval): {hexs(32)}",
    )
    r.add(
        "totp_seed",
        f"Cashfree merchant dashboard authenticator key: {totp_seed()}",
        f"AWS root account MFA seed (backup, phone kho gaya to): {groups(totp_seed(), 4)}",
        f"otpauth://totp/AcmePay:root@acme.test?secret={totp_seed()}&issuer=AcmePay",
        f"razorpay dashboard 2FA secret key {totp_seed()}",
        f"GitHub TOTP setup key - {groups(totp_seed().lower(), 4)}",
    )
    r.add(
        "recovery_codes",
        f"razorpay 2FA backup codes: {recovery_codes(5, 'digits')}",
        f"GitHub recovery codes (acme-pay org owner):\n{recovery_codes(8, 'github')}",
        f"google account backup codes: {recovery_codes(6, 'digits')}",
        f"Atlas org 2FA recovery codes\n{recovery_codes(5, 'other')}",
        f"AWS root ke backup codes nahi hote, but Cloudflare ke ye hai:\n{recovery_codes(6, 'other')}",
    )
    r.add(
        "npm_token",
        f"yarn npmAuthToken: npm_{rnd(ALNUM, 36)}",
        f".npmrc for the checkout sdk: //npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm publish token for @acme-pay/checkout-sdk: npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  (automation type, 2FA bypass karta hai)",
    )
    r.add(
        "docker_hub_token",
        f"docker hub pass for acmepaybuild (old, PAT nahi tha tab) {pw_mix()}",
        f"{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('ci-bot', pw_mix())}\"}}}}}}",
        f"docker login -u acmepaybuild -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"dockerhub PAT (read/write) dckr_pat_{rnd(URLSAFE, 27)}",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "llm_api_key",
        f"anthropic key for the KYC doc parser: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
        f"llm gateway: OPENAI_KEY={openai_project_key()} LITELLM_MASTER_KEY=sk-{rnd(ALNUM, 22)}",
        f"openai key for the dispute-summary bot: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"chargeback classifier ke liye openai project key - {openai_project_key()} (monthly cap $50)",
    )
    r.add(
        "kafka_sasl_password",
        f"rabbitmq admin / {pw_mix()} (settlement queue vhost /payments)",
        f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="payments-producer" password="{rnd(ALNUM, 24)}";',
        f"kafka (msk) SCRAM user txn-events, pass {pw_mix()}",
        f"KAFKA_SASL_USERNAME=recon-consumer\nKAFKA_SASL_PASSWORD={rnd(ALNUM, 32)}",
        f"confluent api key {rnd(UPPER + DIGITS, 16)} secret {rnd(ALNUM + '+/', 64)}",
    )
    r.add(
        "wifi_password",
        f"data centre (Navi Mumbai colo) mgmt wifi: {rnd(ALNUM + '@#', 16)}",
        f"office wifi AcmePay-5G password: {pick('Fintech', 'Paisa', 'Rupee')}@{digits(4)}{rnd(UPPER, 2)}",
        f"BKC office guest wifi - ssid AcmeGuest, pwd {rnd(ALNUM, 10)}",
        f"ghar ka wifi (Airtel Xstream) password {pick('Sharma', 'Iyer', 'Patil')}Family{digits(3)}",
        f"WIFI:T:WPA;S:AcmePay-Lab;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "mobile_banking_mpin",
        f"SBI YONO Lite login pwd {net_pw()}, MPIN {digits(6)}",
        f"iMobile MPIN {digits(4)} , login pin bhi same hai",
        f"YONO MPIN: {digits(6)}",
        f"HDFC mobile banking mpin {digits(4)} (company current a/c wala phone)",
        f"Paytm wallet passcode {digits(4)} on the QA iPhone",
    )
    r.add(
        "pii_encryption_key",
        f"tokenisation service master key (base64) {b64(secrets.token_bytes(32))} - dev env only, prod KMS me",
        f"KYC docs encryption key (AES-256-GCM, base64): {b64(secrets.token_bytes(32))}",
        f"PII_ENC_KEY={hexs(64)}\nPII_ENC_KEY_VERSION=3",
        f"card vault data key (hex) {hexs(64)} - KMS me bhi hai but local dev ke liye yeh",
        f"aadhaar masking service ka HMAC key: {rnd(ALNUM, 40)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"mac filevault recovery key (personal macbook) {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(6))}",
        f"office laptop (Dell Latitude) bitlocker recovery key:\n{bitlocker_key()}",
        f"BitLocker key {bitlocker_key()} - IT ne bola save karke rakho",
        f"bitlocker recovery - {bitlocker_key()} (key id {hexs(8).upper()})",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "razorpay_key_id",
        f"Razorpay checkout.js me key: \"{rzp('rzp_live')}\" jaata hai, ye public key id hai, secret backend me hi rehta hai",
        f"test key id {rzp('rzp_test')} - frontend config me daal diya",
        f"staging vs prod: rzp_test key id = {rzp('rzp_test')}, rzp_live key id = {rzp('rzp_live')} (secrets vault me hain, yahan nahi)",
        f"RAZORPAY_KEY_ID={rzp('rzp_test')}  # public, android app me bundled",
        f"merchant ne galat key id bheja: {rzp('rzp_live')} instead of test one",
    )
    r.add(
        "razorpay_order_id",
        f"order_id mismatch: checkout sent {rzp('order')} but server expected {rzp('order')}",
        f"order id {rzp('order')} stuck in 'attempted' state since morning, customer ka paisa kata",
        f"orders to check for double capture: {rzp('order')}, {rzp('order')}, {rzp('order')}",
        f"create order response: {{\"id\": \"{rzp('order')}\", \"amount\": 49900, \"currency\": \"INR\", \"receipt\": \"rcpt_{digits(6)}\", \"status\": \"created\"}}",
        f"ye wala order {rzp('order')} reconcile nahi hua",
    )
    r.add(
        "razorpay_payment_id",
        f"payment {rzp('pay')} captured but webhook nahi aaya",
        f"razorpay_payment_id={rzp('pay')}&razorpay_order_id={rzp('order')} - callback url pe ye aata hai, signature alag se verify hota hai",
        f"failed payments list: {rzp('pay')} (BAD_REQUEST_ERROR), {rzp('pay')} (GATEWAY_ERROR)",
        f"customer ne screenshot bheja with pay id {rzp('pay')}, amount ₹1,299",
        f"pay_id {rzp('pay')} -> refund karna hai partial ₹200",
    )
    r.add(
        "upi_transaction_ref",
        f"UPI RRN {rrn()} - customer says debited, hamare side pe failed",
        f"PhonePe txn id T{digits(21)}, UTR/RRN {rrn()}",
        f"GPay UPI transaction ID: {rrn()} (14 June, ₹2,450 to acme merchant)",
        f"NPCI ref no {rrn()} dispute raise kiya",
        f"upi ref: {rrn()} / {rrn()} dono same customer ke",
    )
    r.add(
        "upi_vpa",
        f"QR string: upi://pay?pa=acmepay{digits(3)}@icici&pn=Acme%20Payments&am=199.00&cu=INR&tr={rzp('order')}",
        "collect request bhejne ke liye test VPA: success@razorpay, failure ke liye failure@razorpay",
        f"merchant VPA acmepay.{digits(4)}@icici - QR pe ye print hoga",
        f"sandbox UPI id testuser{digits(3)}@ybl",
        f"refund to vpa rahul.acme{digits(2)}@okaxis failed, VPA invalid bol raha",
        "settlement VPA acmepayments@hdfcbank (merchant side, public on invoices)",
    )
    r.add(
        "masked_aadhaar",
        f"VID generate kiya? no - sirf masked aadhaar XXXXXXXX{digits(4)} aur reference id {digits(12, lead=True)} store karte hai",
        f"KYC done - Aadhaar XXXX XXXX {digits(4)}, name match 92%",
        f"masked aadhaar in API response: \"xxxxxxxx{digits(4)}\" - hum full kabhi store nahi karte",
        f"eKYC log line: aadhaar=****-****-{digits(4)} status=VERIFIED ref={uid()}",
        f"UIDAI offline xml se sirf last 4 ({digits(4)}) rakhna hai, compliance bola",
    )
    r.add(
        "masked_pan",
        f"Form 16 pe PAN ****{digits(4)}{rnd(UPPER, 1)}, TAN {rnd(UPPER, 4)}{digits(5)}{rnd(UPPER, 1)}",
        f"PAN on file: XXXXX{digits(4)}X (verified via NSDL)",
        f"merchant PAN masked {rnd(UPPER, 2)}***{digits(4)}{rnd(UPPER, 1)}, GST match ho gaya",
        f"pan_last4={digits(4)} in kyc table, full pan encrypted column me hai",
        f"PAN verify API returned name mismatch for ******{digits(3)}{rnd(UPPER, 1)}",
    )
    r.add(
        "gstin",
        f"GSTR-1 filed for {gstin()}, ARN AA{digits(13)}",
        f"Acme Payments GSTIN: {gstin()} (Maharashtra)",
        f"invoice pe merchant GSTIN {gstin(pick('27', '29', '07'))} galat print hua tha, fix karna",
        f"GST no. for the Bangalore entity - {gstin('29')}",
        f"vendor GSTINs: {gstin()}, {gstin('24')}, {gstin('33')}",
    )
    r.add(
        "ifsc_code",
        f"virtual account: a/c no ACMEPAY{digits(10)}, IFSC RATN0VAAPIS (razorpay smart collect)",
        f"settlement account IFSC {ifsc()}, a/c ending {digits(4)}",
        f"payout failed: invalid IFSC {ifsc()} - branch merge ho gaya shayad",
        f"IFSC list for bank test accounts: {ifsc()}, {ifsc()}, {ifsc()}",
        f"beneficiary add karna hai: IFSC {ifsc()}, name ACME PAYMENTS PVT LTD",
    )
    r.add(
        "merchant_id",
        f"Paytm MID {paytm_mid()} (key alag vault me hai)",
        f"Razorpay merchant account id acc_{rnd(ALNUM, 14)} - support ticket me bhejna",
        f"PhonePe merchantId ACME{digits(6)}ONLINE, salt index 1 (salt khud yahan nahi likha)",
        f"Cashfree app id {cashfree_app_id()} for sandbox - ye client id hai, secret nahi",
        f"sub-merchant MIDs onboarded today: {paytm_mid()}, {paytm_mid()}",
    )
    r.add(
        "mongodb_atlas_hostname",
        f"Atlas project id {hexs(24)}, cluster acmepay-prod, tier M30, mongo 7.0",
        f"Atlas prod cluster host: {atlas_host('acmepay-prod')} (ap-south-1, M30)",
        f"connection string template: mongodb+srv://<username>:<password>@{atlas_host('acmepay-stg')}/payments - password vault se lo",
        f"replica set members: {atlas_host('acmepay-prod-shard-00-00')}:27017, {atlas_host('acmepay-prod-shard-00-01')}:27017",
        f"IP access list me NAT IP add karna hai for cluster {atlas_host('acme-recon')}",
    )
    r.add(
        "webhook_event_id",
        f"webhook delivery id {uid()} failed with 502, retry scheduled",
        f"x-razorpay-event-id: {rnd(ALNUM, 14)} - duplicate aaya, idempotency check kaam kar raha",
        f"webhook event evt_{rnd(ALNUM, 14)} (payment.failed) retried 3 times",
        f"Cashfree webhook event_time 2024-06-12T10:14:33+05:30, cf_payment_id {digits(10, lead=True)}",
        f"dedupe table me event ids: evt_{rnd(ALNUM, 14)}, evt_{rnd(ALNUM, 14)}",
    )
    r.add(
        "settlement_utr",
        f"recon mismatch: razorpay setl {rzp('setl')} vs bank UTR {utr()} - ₹12 diff (TDS?)",
        f"settlement {rzp('setl')} credited, UTR {utr()}",
        f"NEFT UTR {utr()} for ₹4,82,310.55 - finance ko bhejna",
        f"RTGS UTR: {utr()} (T+1 settlement 14 Jun)",
        f"bank stmt me UTR {utr()} dikh raha but razorpay me pending",
    )
    r.add(
        "refund_id",
        f"PhonePe refund merchantTransactionId RF{digits(12)}, originalTransactionId MT{digits(12)}",
        f"refund {rzp('rfnd')} processed, ARN {digits(23, lead=True)}",
        f"refunds pending > 7 days: {rzp('rfnd')}, {rzp('rfnd')}",
        f"customer ko bolo refund id {rzp('rfnd')} bank me 5-7 din me dikhega",
        f"Cashfree refund_id refund_{digits(8)} status SUCCESS",
    )
    r.add(
        "aws_arn",
        f"account id {digits(12, lead=True)} (acme-payments-prod), {digits(12, lead=True)} (acme-payments-stg)",
        f"lambda role: arn:aws:iam::{digits(12, lead=True)}:role/acme-settlement-lambda",
        f"secret is in arn:aws:secretsmanager:ap-south-1:{digits(12, lead=True)}:secret:prod/razorpay-{rnd(ALNUM, 6)} (value mat copy karna)",
        f"KMS key arn:aws:kms:ap-south-1:{digits(12, lead=True)}:key/{uid()} for PII encryption",
        f"SQS queue arn:aws:sqs:ap-south-1:{digits(12, lead=True)}:payment-events-dlq",
    )
    r.add(
        "gcp_service_account_email",
        "workload identity pool: projects/acme-pay-prod/locations/global/workloadIdentityPools/github-pool",
        "bq-loader@acme-pay-analytics.iam.gserviceaccount.com ko BigQuery Data Editor role dena hai (key nahi, workload identity use karo)",
        f"GCP project id acme-pay-analytics, project number {digits(12, lead=True)}",
        f"SA key id {hexs(40)} disable kiya - audit log me dikh raha",
        "gcloud auth activate-service-account --key-file=$HOME/.config/gcloud/acme-bq.json  (file path hai, key yahan nahi)",
    )
    r.add(
        "firebase_web_config",
        f"google maps JS key {gcp_api_key()} - HTTP referrer restricted to *.acme.test, browser me dikhta hi hai",
        f"firebase web config (public by design, rules se protect hota hai):\napiKey: \"{gcp_api_key()}\"\nauthDomain: \"acme-pay-dev.firebaseapp.com\"\nprojectId: \"acme-pay-dev\"\nmessagingSenderId: \"{digits(12, lead=True)}\"\nappId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\"",
        f"merchant app google-services.json me mobilesdk_app_id 1:{digits(12, lead=True)}:android:{hexs(16)} hai",
        f"FCM sender id {digits(12, lead=True)} - ye public hai, server key alag",
        f"firebase appId 1:{digits(12, lead=True)}:ios:{hexs(22)} for the iOS build",
    )
    r.add(
        "secret_manager_reference",
        "razorpay key secret AWS Secrets Manager me hai: prod/payments/razorpay -> key 'key_secret'",
        "vault kv get secret/acme/paytm/merchant_key  (access sirf on-call ko)",
        "PhonePe salt key GCP Secret Manager: projects/acme-pay-prod/secrets/phonepe-salt/versions/latest",
        "mongo password SSM parameter /acme/prod/mongo/payments_rw (SecureString)",
        "net banking passwords 1Password ke 'Finance - Banks' vault me, mere notes me nahi",
    )
    r.add(
        "ci_secret_reference",
        "secretKeyRef:\n  name: razorpay-creds\n  key: key_secret",
        "RAZORPAY_KEY_SECRET: ${{ secrets.RAZORPAY_KEY_SECRET }}",
        "env:\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "jenkins credentials id 'cashfree-prod-secret' use karna withCredentials me",
        "MSG91_AUTH_KEY=${MSG91_AUTH_KEY:?missing} in docker-compose, value .env se aayegi",
    )
    r.add(
        "password_policy_talk",
        "netbanking password har 90 din me change karna padta hai, reminder set kiya 15 Aug ke liye",
        "UPI PIN 6 digit ka rakhna better hai 4 se, QA team ko bolna",
        "razorpay secret rotate karna hai Friday ko - pehle staging, phir prod, webhook secret bhi",
        "PhonePe ne bola salt key email pe mat bhejo, portal se download karo",
        "password policy: min 12 chars, 1 special, last 5 reuse nahi; MPIN 4-6 digit",
    )
    r.add(
        "masked_card_number",
        f"BIN {digits(6, lead=True)} ka issuer lookup: HDFC Bank, credit, Visa Signature",
        "test card 4111 1111 1111 1111 (razorpay docs wala), any future expiry, CVV any 3 digits",
        f"customer card XXXX XXXX XXXX {digits(4)} (Visa, HDFC), token tkn_{rnd(ALNUM, 14)}",
        f"saved card: 5xxx-xxxx-xxxx-{digits(4)}, network Mastercard, issuer ICICI",
        f"card_last4: \"{digits(4)}\", card_network: \"RuPay\", emi: false",
    )
    r.add(
        "image_digest",
        f"terraform state lock id {uid()} stuck, force-unlock karna pada",
        f"settlement-svc image acmepay/settlement@sha256:{hexs(64)} deployed to prod",
        f"rollback to commit {hexs(40)} (before the refund bug)",
        f"PR #{digits(4, lead=True)} merged, sha {hexs(7)}",
        f"ECR tag v2.14.{digits(1)}-{hexs(7)} pushed",
    )
    r.add(
        "pod_name",
        f"container id {hexs(12)} restarted, node ip-10-20-{digits(1)}-{digits(2)}.ap-south-1.compute.internal",
        f"job recon-daily-{digits(8)}-{rnd(LOWER + DIGITS, 5)} completed in 4m",
        f"{pod_name('payments-api')} OOMKilled again, memory limit badhana padega",
        f"kubectl logs {pod_name('webhook-consumer')} -n payments --since=1h",
        f"crashloop: {pod_name('recon-worker')}, {pod_name('recon-worker')}",
    )
    r.add(
        "dashboard_url_uuid",
        f"razorpay dashboard link for that payment: https://dashboard.acme.test/app/payments/{rzp('pay')}",
        f"grafana dashboard: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/upi-success-rate?orgId=1",
        f"incident doc https://docs.acme.test/incidents/{uid()}",
        f"Atlas alert link https://cloud.acme.test/v2/{hexs(24)}#/alerts",
        f"jira PAY-{digits(4, lead=True)} and sentry issue https://sentry.acme.internal/organizations/acme/issues/{digits(10, lead=True)}/",
    )
    r.add(
        "phonepe_transaction_id",
        f"PhonePe callback: code PAYMENT_SUCCESS, transactionId T{digits(21)}, amount 49900 (paise)",
        f"paytm ORDERID ACME{digits(12)} TXNID {digits(20, lead=True)} BANKTXNID {digits(12, lead=True)}",
        f"merchantTransactionId MT{digits(15)} -> PhonePe transactionId T{digits(21)}",
        f"PhonePe status check for MT{digits(12)}: PAYMENT_PENDING",
        f"X-MERCHANT-ID: ACMEPAYUAT, merchantUserId MUID{digits(6)}",
    )
    r.add(
        "msg91_template_id",
        f"MSG91 flow id {hexs(24)} for payment-success SMS, variables ##amount## ##orderid##",
        f"MSG91 OTP template_id {hexs(24)}, DLT template id {digits(19, lead=True)}",
        f"sender id ACMEPY, DLT entity id {digits(19, lead=True)}",
        f"OTP config: length 6, expiry 300s, template {hexs(24)} (authkey env me hai)",
    )
    r.add(
        "public_key",
        f"age public key for sops: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
        f"bastion authorized_keys me add karo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rahul@acme-laptop",
        f"deploy key (public) ssh-rsa {ssh_pub('ssh-rsa', 256)} ci@acme",
        f"host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - verify before connecting",
    )
    r.add(
        "masked_secret",
        f"Paytm merchant key: {paytm_key()[:2]}************** (dashboard masked view), full key vault me",
        f"razorpay dashboard shows secret as ****************{rnd(ALNUM, 4)} - full sirf regenerate pe dikhta hai",
        f"cashfree secret cfsk_ma_prod_****...****{hexs(4)} rotated on 2 June",
        f"aws access key ending ...{rnd(UPPER + DIGITS, 4)} is inactive now, delete kar do",
        "log me masked aa raha: key_secret=\"[REDACTED]\", x-client-secret=\"***\" ✅",
    )
    r.add(
        "cashfree_order_id",
        f"cashfree settlement id {digits(7, lead=True)}, utr {utr()}",
        f"cashfree order_id ACME_{digits(10)} created, amount ₹799, customer_id cust_{digits(6)}",
        f"cf_order_id {digits(10, lead=True)} status PAID",
        f"payout transfer id TRF{digits(10)}, cf_transfer_id {digits(9, lead=True)}",
    )
    r.add(
        "env_example",
        "UPI_PIN=<test phone ka pin, QA se poochna>",
        "# .env.example\nRAZORPAY_KEY_ID=\nRAZORPAY_KEY_SECRET=\nPAYTM_MERCHANT_KEY=\nPHONEPE_SALT_KEY=\nMSG91_AUTH_KEY=",
        "MONGO_URI=mongodb+srv://<user>:<password>@<cluster-host>/<db>",
        "AWS_SECRET_ACCESS_KEY=changeme   # local dev, real value mat daalna",
        "CASHFREE_SECRET_KEY=your_secret_key_here\nCASHFREE_ENV=SANDBOX",
    )
    r.add(
        "sentry_event_id",
        f"idempotency key {uid()} reused - 409 aaya, expected behaviour",
        f"sentry event {hexs(32)} - NullPointer in refund flow",
        f"trace id {hexs(32)}, span {hexs(16)}",
        f"request id req_{rnd(ALNUM, 14)} razorpay support ko bhejna",
        f"AWS x-amzn-RequestId {uid()} on the failed S3 put",
    )
    return r


def main() -> None:
    write_corpora("make_heldout217.py", [
        ("heldout217_credentials.yaml", credentials(), "Held-out batch 217: credentials a Mumbai fintech backend developer would ask to remember (gateway key secrets, salt keys, UPI PINs, cloud keys, connection strings)"),
        ("heldout217_lookalikes.yaml", lookalikes(), "Held-out batch 217: look-alikes from the same developer (gateway key ids, order and payment ids, UPI refs, VPAs, masked Aadhaar/PAN, GSTINs, IFSCs, UTRs) that hold no secret"),
    ])


if __name__ == "__main__":
    main()
