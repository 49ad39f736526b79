package main

// Job is one line of work experience.
type Job struct{ Company, Title, From, To, Desc string } // From/To "2019-03"; To "" is current

// School is one line of education.
type School struct{ School, Major, Degree, From, To string } // Degree is the option code

// Person is one CV's truth: the generator renders it in a layout and a format, and writes
// the fields a parse should find from it, never from the parser.
type Person struct {
	File                 string // base name; the extension comes from Format
	Layout, Format       string
	Chinese, English     string
	Gender               string // option code
	Birth                string // "1988-03-01"
	Mobile, MobileShown  string // canonical, and as written in the CV
	Email, City          string
	Company, Title       string // current
	Monthly, Months      int    // current pay
	ExpectMin, ExpectMax int    // expected annual
	Years                int
	Jobs                 []Job
	Schools              []School
	Skills               []string
	Languages            []string // option codes
	LangShown            string
	Summary              string
}

var people = []Person{
	{File: "zh_labelled", Layout: "zhLabelled", Format: "txt", Chinese: "张伟", Gender: "male", Birth: "1988-03-01",
		Mobile: "13812345678", MobileShown: "138 1234 5678", Email: "zhangwei@example.com", City: "上海",
		Company: "上海云启科技有限公司", Title: "高级Java工程师", Monthly: 35000, Months: 14, ExpectMin: 500000, ExpectMax: 600000, Years: 10,
		Jobs: []Job{{"上海云启科技有限公司", "高级Java工程师", "2019-03", "", "负责交易平台后端架构设计与开发，带领5人小组。"},
			{"杭州数联信息技术有限公司", "Java工程师", "2014-07", "2019-02", "参与支付网关开发，优化接口性能。"}},
		Schools:   []School{{"复旦大学", "计算机科学与技术", "master", "2011-09", "2014-06"}, {"南京大学", "软件工程", "bachelor", "2007-09", "2011-06"}},
		Skills:    []string{"Java", "Spring Boot", "MySQL", "Kafka", "Kubernetes"},
		Languages: []string{"english", "mandarin"}, LangShown: "英语（CET-6）、普通话",
		Summary: "十年后端开发经验，熟悉高并发系统设计，有团队管理经验。"},
	{File: "zh_jobboard", Layout: "zhJobboard", Format: "txt", Chinese: "李娜", Gender: "female", Birth: "1992-07-15",
		Mobile: "13900112233", MobileShown: "+86 139-0011-2233", Email: "lina_hr@example.cn", City: "北京",
		Company: "北京华信咨询有限公司", Title: "人力资源主管", Monthly: 25000, Months: 12, ExpectMin: 300000, ExpectMax: 360000, Years: 8,
		Jobs: []Job{{"北京华信咨询有限公司", "人力资源主管", "2019-05", "", "负责招聘与绩效体系搭建，年招聘200人。"},
			{"北京星辰传媒集团", "招聘专员", "2014-07", "2019-04", "负责校园招聘与社会招聘。"}},
		Schools:   []School{{"中国人民大学", "人力资源管理", "bachelor", "2010-09", "2014-06"}},
		Skills:    []string{"招聘", "绩效管理", "员工关系", "劳动法"},
		Languages: []string{"english"}, LangShown: "英语（熟练）",
		Summary: "八年人力资源工作经验，擅长招聘与组织发展。"},
	{File: "zh_gbk", Layout: "zhLabelled", Format: "gbk", Chinese: "王芳", Gender: "female", Birth: "1990-11-01",
		Mobile: "15987654321", MobileShown: "159-8765-4321", Email: "wangfang90@example.com", City: "深圳",
		Company: "深圳前海金融科技有限公司", Title: "产品经理", Monthly: 30000, Months: 13, ExpectMin: 450000, ExpectMax: 550000, Years: 9,
		Jobs: []Job{{"深圳前海金融科技有限公司", "产品经理", "2018-06", "", "负责移动支付产品规划，主导三个版本上线。"},
			{"广州易购电子商务有限公司", "产品助理", "2015-07", "2018-05", "负责需求调研与原型设计。"}},
		Schools:   []School{{"中山大学", "信息管理", "bachelor", "2011-09", "2015-06"}},
		Skills:    []string{"产品规划", "Axure", "数据分析", "用户研究"},
		Languages: []string{"english", "cantonese"}, LangShown: "英语、粤语",
		Summary: "熟悉金融支付业务，数据驱动的产品经理。"},
	{File: "zh_table", Layout: "zhTable", Format: "html", Chinese: "陈静", Gender: "female", Birth: "1993-02-01",
		Mobile: "18611223344", MobileShown: "186 1122 3344", Email: "chenjing@example.net", City: "杭州",
		Company: "杭州智行汽车科技有限公司", Title: "嵌入式软件工程师", Monthly: 28000, Months: 15, ExpectMin: 480000, ExpectMax: 520000, Years: 6,
		Jobs: []Job{{"杭州智行汽车科技有限公司", "嵌入式软件工程师", "2020-01", "", "负责车载控制器软件开发。"},
			{"宁波海天电子有限公司", "软件工程师", "2017-07", "2019-12", "负责工控设备固件开发。"}},
		Schools:   []School{{"浙江大学", "电子工程", "master", "2015-09", "2017-06"}},
		Skills:    []string{"C", "C++", "RTOS", "CAN总线"},
		Languages: []string{"english"}, LangShown: "英语六级",
		Summary: "六年嵌入式开发经验，熟悉汽车电子。"},
	{File: "zh_word", Layout: "zhTable", Format: "docx", Chinese: "刘洋", Gender: "male", Birth: "1985-09-01",
		Mobile: "13601234567", MobileShown: "13601234567", Email: "liuyang@example.com", City: "广州",
		Company: "广州粤港物流集团有限公司", Title: "运营总监", Monthly: 60000, Months: 13, ExpectMin: 900000, ExpectMax: 1100000, Years: 15,
		Jobs: []Job{{"广州粤港物流集团有限公司", "运营总监", "2016-04", "", "负责华南区仓储与配送运营，管理团队300人。"},
			{"顺达快运有限公司", "运营经理", "2010-07", "2016-03", "负责区域网点运营。"}},
		Schools:   []School{{"华南理工大学", "物流管理", "bachelor", "2006-09", "2010-06"}},
		Skills:    []string{"供应链管理", "精益运营", "团队管理"},
		Languages: []string{"cantonese", "english"}, LangShown: "粤语、英语",
		Summary: "十五年物流运营管理经验。"},
	{File: "zh_pdf", Layout: "zhLabelled", Format: "pdf", Chinese: "赵磊", Gender: "male", Birth: "1991-06-01",
		Mobile: "17712345678", MobileShown: "177 1234 5678", Email: "zhaolei@example.org", City: "成都",
		Company: "成都天府软件有限公司", Title: "测试经理", Monthly: 22000, Months: 12, ExpectMin: 300000, ExpectMax: 350000, Years: 9,
		Jobs: []Job{{"成都天府软件有限公司", "测试经理", "2018-03", "", "负责测试团队建设与自动化测试平台。"},
			{"西安博远信息技术有限公司", "测试工程师", "2014-07", "2018-02", "负责功能与性能测试。"}},
		Schools:   []School{{"电子科技大学", "计算机应用", "bachelor", "2010-09", "2014-06"}},
		Skills:    []string{"Selenium", "JMeter", "Python", "测试管理"},
		Languages: []string{"english"}, LangShown: "英语（CET-4）",
		Summary: "九年软件测试经验，擅长自动化测试。"},
	{File: "zh_tw", Layout: "zhLabelled", Format: "txt", Chinese: "黃敏", Gender: "female", Birth: "1989-04-01",
		Mobile: "+886912345678", MobileShown: "+886 912 345 678", Email: "huangmin@example.tw", City: "台北",
		Company: "台北創新科技股份有限公司", Title: "行銷經理", Monthly: 90000, Months: 14, ExpectMin: 1400000, ExpectMax: 1600000, Years: 11,
		Jobs: []Job{{"台北創新科技股份有限公司", "行銷經理", "2017-02", "", "負責品牌行銷與數位廣告投放。"},
			{"新竹光電股份有限公司", "行銷專員", "2012-07", "2017-01", "負責展會與市場調研。"}},
		Schools:   []School{{"國立政治大學", "企業管理", "master", "2010-09", "2012-06"}},
		Skills:    []string{"品牌行銷", "數位廣告", "SEO"},
		Languages: []string{"english", "japanese"}, LangShown: "英語、日語",
		Summary: "十一年行銷經驗，熟悉數位行銷。"},
	{File: "zh_rtf", Layout: "zhJobboard", Format: "rtf", Chinese: "周杰", Gender: "male", Birth: "1994-12-20",
		Mobile: "13512349876", MobileShown: "135 1234 9876", Email: "zhoujie@example.com", City: "南京",
		Company: "南京紫金芯片设计有限公司", Title: "芯片验证工程师", Monthly: 32000, Months: 14, ExpectMin: 500000, ExpectMax: 600000, Years: 5,
		Jobs: []Job{{"南京紫金芯片设计有限公司", "芯片验证工程师", "2021-07", "", "负责SoC模块级与系统级验证。"},
			{"苏州华芯微电子有限公司", "验证工程师", "2019-07", "2021-06", "负责IP验证环境搭建。"}},
		Schools:   []School{{"东南大学", "微电子学", "master", "2016-09", "2019-06"}},
		Skills:    []string{"SystemVerilog", "UVM", "Python"},
		Languages: []string{"english"}, LangShown: "英语（流利）",
		Summary: "五年芯片验证经验。"},
	{File: "en_classic", Layout: "enClassic", Format: "txt", English: "James Miller", Gender: "male", Birth: "1987-05-12",
		Mobile: "+14155550132", MobileShown: "+1 415 555 0132", Email: "james.miller@example.com", City: "San Francisco",
		Company: "Northwind Analytics Inc.", Title: "Senior Data Analyst", Monthly: 12000, Months: 12, ExpectMin: 160000, ExpectMax: 180000, Years: 9,
		Jobs: []Job{{"Northwind Analytics Inc.", "Senior Data Analyst", "2020-01", "", "Built the churn model used by the sales team."},
			{"Contoso Bank", "Data Analyst", "2015-06", "2019-12", "Automated weekly risk reports."}},
		Schools:   []School{{"University of California, Berkeley", "Statistics", "master", "2013-09", "2015-05"}},
		Skills:    []string{"SQL", "Python", "Tableau", "Statistics"},
		Languages: []string{"english"}, LangShown: "English (native)",
		Summary: "Data analyst with nine years of experience turning data into decisions."},
	{File: "en_modern", Layout: "enModern", Format: "html", English: "Sarah Johnson", Gender: "female", Birth: "1990-08-03",
		Mobile: "+6591234567", MobileShown: "+65 9123 4567", Email: "sarah.johnson@example.sg", City: "Singapore",
		Company: "Straits Capital Pte Ltd", Title: "Finance Manager", Monthly: 11000, Months: 13, ExpectMin: 170000, ExpectMax: 190000, Years: 10,
		Jobs: []Job{{"Straits Capital Pte Ltd", "Finance Manager", "2018-09", "", "Led monthly close and group reporting for 12 entities."},
			{"Ernst & Young", "Senior Auditor", "2013-08", "2018-08", "Audited banking and insurance clients."}},
		Schools:   []School{{"National University of Singapore", "Accountancy", "bachelor", "2009-08", "2013-06"}},
		Skills:    []string{"IFRS", "Consolidation", "SAP", "Excel"},
		Languages: []string{"english", "mandarin"}, LangShown: "English, Mandarin",
		Summary: "Chartered accountant with ten years in audit and corporate finance."},
	{File: "en_word", Layout: "enClassic", Format: "docx", English: "Michael Chen", Chinese: "陈明", Gender: "male", Birth: "1986-01-20",
		Mobile: "13788990011", MobileShown: "+86 137 8899 0011", Email: "michael.chen@example.com", City: "Shanghai",
		Company: "Global Motors China Co., Ltd.", Title: "Procurement Director", Monthly: 80000, Months: 13, ExpectMin: 1200000, ExpectMax: 1400000, Years: 16,
		Jobs: []Job{{"Global Motors China Co., Ltd.", "Procurement Director", "2017-03", "", "Run a sourcing team of 25 across China and Korea."},
			{"Bosch Automotive", "Purchasing Manager", "2009-07", "2017-02", "Sourced electronic components."}},
		Schools:   []School{{"Tongji University", "Mechanical Engineering", "bachelor", "2005-09", "2009-06"}},
		Skills:    []string{"Strategic Sourcing", "Negotiation", "Supplier Quality"},
		Languages: []string{"english", "mandarin", "korean"}, LangShown: "English, Mandarin, Korean",
		Summary: "Procurement leader with sixteen years in automotive."},
	{File: "en_pdf", Layout: "enModern", Format: "pdf", English: "Emily Davis", Gender: "female", Birth: "1992-10-05",
		Mobile: "+447700900123", MobileShown: "+44 7700 900123", Email: "emily.davis@example.co.uk", City: "London",
		Company: "Brightside Health Ltd", Title: "UX Designer", Monthly: 5500, Months: 12, ExpectMin: 75000, ExpectMax: 85000, Years: 7,
		Jobs: []Job{{"Brightside Health Ltd", "UX Designer", "2019-04", "", "Designed the patient booking app."},
			{"Pixel Forge", "Junior Designer", "2016-09", "2019-03", "Designed marketing sites."}},
		Schools:   []School{{"University of the Arts London", "Interaction Design", "bachelor", "2013-09", "2016-06"}},
		Skills:    []string{"Figma", "User Research", "Prototyping"},
		Languages: []string{"english", "french"}, LangShown: "English, French",
		Summary: "Designer who makes health services simple to use."},
	{File: "en_intl", Layout: "enModern", Format: "txt", English: "Oliver Smith", Gender: "male", Birth: "1984-02-14",
		Mobile: "+61412345678", MobileShown: "+61 412 345 678", Email: "oliver.smith@example.com.au", City: "Sydney",
		Company: "Harbour Mining Group", Title: "Project Manager", Monthly: 15000, Months: 12, ExpectMin: 200000, ExpectMax: 220000, Years: 18,
		Jobs: []Job{{"Harbour Mining Group", "Project Manager", "2015-01", "", "Delivered a $40M processing plant upgrade."},
			{"Southern Cross Engineering", "Site Engineer", "2006-02", "2014-12", "Supervised civil works."}},
		Schools:   []School{{"University of Sydney", "Civil Engineering", "bachelor", "2002-02", "2005-12"}},
		Skills:    []string{"Project Management", "PMP", "Contract Management"},
		Languages: []string{"english", "german"}, LangShown: "English, German",
		Summary: "Project manager for heavy industry."},
	{File: "en_rtf", Layout: "enClassic", Format: "rtf", English: "Priya Sharma", Gender: "female", Birth: "1995-07-30",
		Mobile: "+919876543210", MobileShown: "+91 98765 43210", Email: "priya.sharma@example.in", City: "Hong Kong",
		Company: "Harbour Trust Bank", Title: "Compliance Analyst", Monthly: 45000, Months: 13, ExpectMin: 650000, ExpectMax: 720000, Years: 4,
		Jobs: []Job{{"Harbour Trust Bank", "Compliance Analyst", "2021-02", "", "Monitored AML alerts and KYC reviews."},
			{"Deloitte", "Risk Advisory Associate", "2018-08", "2021-01", "Supported regulatory remediation projects."}},
		Schools:   []School{{"University of Hong Kong", "Finance", "master", "2017-09", "2018-07"}},
		Skills:    []string{"AML", "KYC", "Regulatory Reporting"},
		Languages: []string{"english", "cantonese"}, LangShown: "English, Cantonese",
		Summary: "Compliance analyst in banking."},
}
